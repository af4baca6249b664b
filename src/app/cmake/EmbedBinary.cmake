# Turns one binary file into a C++ source defining `const unsigned char NAME[]` and its size.
# Usage: cmake -DIN=file -DOUT=file.cpp -DNAME=symbol -P EmbedBinary.cmake
file(READ "${IN}" hex HEX)
string(LENGTH "${hex}" len)
math(EXPR size "${len} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "((0x..,){32})" "\\1\n" bytes "${bytes}")
file(WRITE "${OUT}" "// Generated from ${IN} by EmbedBinary.cmake; do not edit.\n"
  "#include <cstddef>\n"
  "extern const unsigned char ${NAME}[];\nextern const std::size_t ${NAME}_size;\n"
  "alignas(4) const unsigned char ${NAME}[] = {\n${bytes}\n};\n"
  "const std::size_t ${NAME}_size = ${size};\n")
