#include "app/modes/base.h"

namespace carc::app {
namespace {

class BaseUi final : public UiModule {
 public:
  const char* name() const override { return "base"; }
  std::string titleKey() const override { return "help.base.title"; }
};

}  // namespace

const UiModule& baseUi() {
  static const BaseUi instance;
  return instance;
}

}  // namespace carc::app
