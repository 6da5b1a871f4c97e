! nvtx — host module onto NVTX v3, the NVIDIA Tools Extension (library
! interfaces chapter 9): named ranges and marks that Nsight Systems shows on
! the timeline.  Hand-written: NVTX v3 is header-only C (inline functions);
! the CUDA 13 toolkit exports the same entry points from libnvtx3interop,
! which -cudalib=nvtx links.  Without a profiler attached they do nothing.
!
!   call nvtxStartRange(name [, id])   push a range; id picks a colour of the
!                                      table below (mod(id, 7) + 1)
!   call nvtxEndRange()                pop the range nvtxStartRange pushed
!   call nvtxRangePush(name)  /  istat = nvtxRangePop()  /  call nvtxMark(name)
!   istat = nvtxRangePushEx(attr)   /  call nvtxMarkEx(attr)
!   id = nvtxRangeStart(name)  ...  call nvtxRangeEnd(id)   (integer(8) ids)
! Names are Fortran strings (trailing blanks kept, a NUL appended here).
! c_nvtxRangePushA, c_nvtxMarkA, c_nvtxRangeStartA are the C entry points
! (NUL-terminated names).
module nvtx
  use, intrinsic :: iso_c_binding
  implicit none
  private :: c_string

  integer(c_int), parameter :: NVTX_VERSION = 3
  integer(c_int), parameter :: NVTX_COLOR_UNKNOWN = 0, NVTX_COLOR_ARGB = 1
  integer(c_int), parameter :: NVTX_MESSAGE_UNKNOWN = 0, NVTX_MESSAGE_TYPE_ASCII = 1, &
                               NVTX_MESSAGE_TYPE_UNICODE = 2, NVTX_MESSAGE_TYPE_REGISTERED = 3
  integer(c_int), parameter :: NVTX_PAYLOAD_UNKNOWN = 0, NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1, &
                               NVTX_PAYLOAD_TYPE_INT64 = 2, NVTX_PAYLOAD_TYPE_DOUBLE = 3, &
                               NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4, NVTX_PAYLOAD_TYPE_INT32 = 5, &
                               NVTX_PAYLOAD_TYPE_FLOAT = 6

  ! nvtxEventAttributes_t (nvToolsExt.h, version 3: 48 bytes); payload and
  ! message are unions in C, here their 64-bit integer and pointer members
  type, bind(c) :: nvtxEventAttributes
    integer(c_int16_t) :: version = NVTX_VERSION
    integer(c_int16_t) :: size = 48
    integer(c_int) :: category = 0
    integer(c_int) :: colorType = NVTX_COLOR_ARGB
    integer(c_int) :: color = 0
    integer(c_int) :: payloadType = NVTX_PAYLOAD_UNKNOWN
    integer(c_int) :: reserved0 = 0
    integer(c_int64_t) :: payload = 0
    integer(c_int) :: messageType = NVTX_MESSAGE_TYPE_ASCII
    type(c_ptr) :: message = c_null_ptr
  end type nvtxEventAttributes

  ! the colours of nvtxStartRange(name, id): green, blue, yellow, magenta,
  ! cyan, red, white (ARGB)
  integer(c_int), parameter, private :: range_colors(7) = &
      [int(z'0000ff00', c_int), int(z'000000ff', c_int), int(z'00ffff00', c_int), &
       int(z'00ff00ff', c_int), int(z'0000ffff', c_int), int(z'00ff0000', c_int), &
       int(z'00ffffff', c_int)]

  interface
    integer(c_int) function c_nvtxRangePushA(message) bind(c, name='nvtxRangePushA')
      import
      character(kind=c_char) :: message(*)
    end function c_nvtxRangePushA

    subroutine c_nvtxMarkA(message) bind(c, name='nvtxMarkA')
      import
      character(kind=c_char) :: message(*)
    end subroutine c_nvtxMarkA

    integer(c_int64_t) function c_nvtxRangeStartA(message) bind(c, name='nvtxRangeStartA')
      import
      character(kind=c_char) :: message(*)
    end function c_nvtxRangeStartA

    integer(c_int) function nvtxRangePushEx(eventAttrib) bind(c, name='nvtxRangePushEx')
      import
      type(nvtxEventAttributes), intent(in) :: eventAttrib
    end function nvtxRangePushEx

    integer(c_int) function nvtxRangePop() bind(c, name='nvtxRangePop')
      import
    end function nvtxRangePop

    subroutine nvtxMarkEx(eventAttrib) bind(c, name='nvtxMarkEx')
      import
      type(nvtxEventAttributes), intent(in) :: eventAttrib
    end subroutine nvtxMarkEx

    integer(c_int64_t) function nvtxRangeStartEx(eventAttrib) bind(c, name='nvtxRangeStartEx')
      import
      type(nvtxEventAttributes), intent(in) :: eventAttrib
    end function nvtxRangeStartEx

    subroutine nvtxRangeEnd(id) bind(c, name='nvtxRangeEnd')
      import
      integer(c_int64_t), value :: id
    end subroutine nvtxRangeEnd
  end interface

  interface nvtxRangePushA
    module procedure nvtxRangePush
  end interface nvtxRangePushA

  interface nvtxMarkA
    module procedure nvtxMark
  end interface nvtxMarkA

  interface nvtxRangeStartA
    module procedure nvtxRangeStart
  end interface nvtxRangeStartA

contains

  ! name with a NUL appended, as the C API reads it
  pure function c_string(name) result(s)
    character(len=*), intent(in) :: name
    character(kind=c_char, len=len(name) + 1) :: s
    s = name // c_null_char
  end function c_string

  subroutine nvtxStartRange(name, id)
    character(len=*), intent(in) :: name
    integer, intent(in), optional :: id
    character(kind=c_char, len=len(name) + 1), target :: s
    type(nvtxEventAttributes) :: attr
    integer(c_int) :: istat
    s = c_string(name)
    if (present(id)) then
      attr%color = range_colors(modulo(id, size(range_colors)) + 1)
      attr%message = c_loc(s)
      istat = nvtxRangePushEx(attr)
    else
      istat = c_nvtxRangePushA(s)
    end if
  end subroutine nvtxStartRange

  subroutine nvtxEndRange()
    integer(c_int) :: istat
    istat = nvtxRangePop()
  end subroutine nvtxEndRange

  subroutine nvtxRangePush(name)
    character(len=*), intent(in) :: name
    integer(c_int) :: istat
    istat = c_nvtxRangePushA(c_string(name))
  end subroutine nvtxRangePush

  subroutine nvtxMark(name)
    character(len=*), intent(in) :: name
    call c_nvtxMarkA(c_string(name))
  end subroutine nvtxMark

  integer(c_int64_t) function nvtxRangeStart(name)
    character(len=*), intent(in) :: name
    nvtxRangeStart = c_nvtxRangeStartA(c_string(name))
  end function nvtxRangeStart
end module nvtx
