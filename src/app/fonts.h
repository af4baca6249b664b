#pragma once
// The UI font (DejaVu Sans subset, embedded at build time) rasterised for the display's pixel
// ratio, so text stays crisp on high-density screens.
namespace carc::app {

// (Re)builds the font atlas for `pixelRatio` if it changed; true when it did (the renderer's
// font texture must then be recreated).
bool buildFonts(float pixelRatio);

}  // namespace carc::app
