# Embeds text data files (tile sets, translations) into a C++ source so the engine
# can read them without I/O. Each file becomes an entry of carc::assets::find().
function(carc_embed_assets target)
  set(gen_dir ${CMAKE_CURRENT_BINARY_DIR}/generated)
  set(out ${gen_dir}/carc_assets_data.cpp)
  set(files ${ARGN})
  add_custom_command(
    OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -DOUT=${out} -DROOT=${CMAKE_CURRENT_SOURCE_DIR}
            "-DFILES=${files}" -P ${PROJECT_SOURCE_DIR}/cmake/EmbedFiles.cmake
    DEPENDS ${files} ${PROJECT_SOURCE_DIR}/cmake/EmbedFiles.cmake
    COMMENT "Embedding ${target} data files"
    VERBATIM)
  add_library(${target} STATIC ${out} ${PROJECT_SOURCE_DIR}/src/engine/assets.cpp)
  target_include_directories(${target} PUBLIC ${PROJECT_SOURCE_DIR}/src)
endfunction()
