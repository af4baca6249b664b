#pragma once
// The Saves & links window (docs/saves.md): share and export buttons, Save as, the saved games
// with Load, Rename and Delete, and what it holds between frames (the names being typed, a
// second click asked for, the last link made). It is given the page's size, the store and what
// it asks the page to do (SavesWindowContext); the formats and the autosave live elsewhere
// (saves.cpp, save_policy.h).
#include <functional>
#include <string>

#include "app/camera.h"  // Rect

namespace carc::platform {
class SaveStore;
struct SlotInfo;
}  // namespace carc::platform

namespace carc::app {

// What the window reads and asks for in a frame.
struct SavesWindowContext {
  float width = 0, height = 0;           // the page's
  bool game = false;                     // a game is on screen: share buttons and Save as
  bool touch = false;                    // the last input was a finger's (a drag scrolls)
  platform::SaveStore* store = nullptr;  // null before the saves started
  bool autosaveFailing = false;          // the autosave does not fit (said in the window)
  std::string& notice;                   // where a refused rename or a delete is said
  // The game on screen has moves no saved game holds as they stand (a Load asks once more).
  std::function<bool()> unsavedMoves;
  std::function<void()> copyLink, copyEmbedCode, exportRecord, exportPng;
  std::function<void(const std::string& name)> saveToSlot;
  std::function<void(const std::string& id)> loadSlot;
};

class SavesWindow {
 public:
  bool open = false;
  Rect shown;              // the window this frame (empty when closed): notices keep clear of it
  std::string linkText;    // the last link or embed code made, shown to copy by hand
  char slotName[48] = "";  // Save as: the name being typed
  // The slot being renamed and its name being typed; focus the field on its first frame.
  std::string renameId;
  char renameName[48] = "";
  bool renameFocus = false;
  // A slot whose Load (over unsaved moves) or Delete waits for a second click.
  std::string confirmSlot;
  bool confirmDelete = false;

  void draw(const SavesWindowContext& ctx);

 private:
  void shareButtons(const SavesWindowContext& ctx);
  void slotRow(const SavesWindowContext& ctx, const platform::SlotInfo& s, int k, float w,
               std::string& removeId, std::string& loadId);
  void slotList(const SavesWindowContext& ctx, float w);
};

}  // namespace carc::app
