module animals_mod
  implicit none
  type, abstract :: animal
    character(len=8) :: name
  contains
    procedure(speak_iface), deferred :: speak
    procedure :: intro
  end type animal
  abstract interface
    function speak_iface(self) result(s)
      import :: animal
      class(animal), intent(in) :: self
      character(len=10) :: s
    end function speak_iface
  end interface
  type, extends(animal) :: dog
  contains
    procedure :: speak => dog_speak
  end type dog
  type, extends(animal) :: cat
    integer :: lives = 9
  contains
    procedure :: speak => cat_speak
  end type cat
contains
  subroutine intro(self)
    class(animal), intent(in) :: self
    print '(a,a,a)', trim(self%name), ' says ', trim(self%speak())
  end subroutine intro
  function dog_speak(self) result(s)
    class(dog), intent(in) :: self
    character(len=10) :: s
    s = 'woof'
  end function dog_speak
  function cat_speak(self) result(s)
    class(cat), intent(in) :: self
    character(len=10) :: s
    write(s, '(a,i0)') 'meow x', self%lives
  end function cat_speak
end module animals_mod

program derived_type_abstract_deferred
  use animals_mod
  implicit none
  type :: slot
    class(animal), allocatable :: a
  end type slot
  type(slot) :: zoo(3)
  integer :: i
  allocate(zoo(1)%a, source=dog('rex'))
  allocate(zoo(2)%a, source=cat('tom', 3))
  allocate(cat :: zoo(3)%a)
  zoo(3)%a%name = 'felix'
  do i = 1, 3
    call zoo(i)%a%intro()
  end do
end program derived_type_abstract_deferred
