submodule (shapes:shapes_impl) shapes_more
  implicit none
contains
  subroutine unused_helper()
    calls = calls + 0
  end subroutine unused_helper
end submodule shapes_more
