program associate_construct
  implicit none
  type :: particle
    real :: pos(3), vel(3)
  end type
  type(particle) :: p
  real :: m(3, 3)
  integer :: i
  p%pos = [1.0, 2.0, 3.0]; p%vel = [0.5, 0.0, -1.0]
  associate (x => p%pos, v => p%vel, dt => 2.0)
    x = x + v * dt
    print '(3f6.2)', x
  end associate
  print '(3f6.2)', p%pos
  m = reshape([(real(i), i = 1, 9)], [3, 3])
  blk: associate (diag => [(m(i, i), i = 1, 3)], col => m(:, 2), n => size(m))
    print '(a,3f5.1)', 'diag ', diag
    col = 0
    print '(a,i0)', 'n ', n
  end associate blk
  print '(3f5.1)', m(2, :)
  associate (s => 'hello' // ' world', k => len('abc'))
    print '(a,1x,i0,1x,i0)', s, len(s), k
  end associate
  associate (a => p)
    associate (b => a%vel(2:3))
      b = [7.0, 8.0]
    end associate
  end associate
  print '(3f6.2)', p%vel
end program associate_construct
