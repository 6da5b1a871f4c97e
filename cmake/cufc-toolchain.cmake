# cufc-toolchain.cmake — build a CMake project with cufc:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<prefix>/share/cufc/cmake/cufc-toolchain.cmake ...
# (or <checkout>/cmake/cufc-toolchain.cmake).  cufc becomes the Fortran
# compiler under its own id, CUFC; .cuf and .CUF files are Fortran sources;
# Makefile and Ninja generators both work.  Set CUFC_EMULATION=ON to build
# for -gpu=emu (the program runs on the CPU).
get_filename_component(_cufc_dir "${CMAKE_CURRENT_LIST_DIR}" ABSOLUTE)
if(NOT CMAKE_Fortran_COMPILER)
  if(EXISTS "${_cufc_dir}/../../../bin/cufc")        # installed: <prefix>/share/cufc/cmake
    get_filename_component(CMAKE_Fortran_COMPILER "${_cufc_dir}/../../../bin/cufc" ABSOLUTE)
  elseif(EXISTS "${_cufc_dir}/../build/bin/cufc")    # a checkout
    get_filename_component(CMAKE_Fortran_COMPILER "${_cufc_dir}/../build/bin/cufc" ABSOLUTE)
  else()
    find_program(CMAKE_Fortran_COMPILER cufc REQUIRED)
  endif()
endif()
# cufc is not in CMake's list of compilers: name it, and skip the
# identification, which would find the gfortran underneath.
set(CMAKE_Fortran_COMPILER_ID CUFC)
set(CMAKE_Fortran_COMPILER_VERSION 0.1.0)
set(CMAKE_Fortran_COMPILER_FORCED TRUE)
set(CMAKE_Fortran_COMPILER_ID_RUN TRUE)
list(APPEND CMAKE_MODULE_PATH "${_cufc_dir}")
option(CUFC_EMULATION "build CUDA Fortran for -gpu=emu (runs on the CPU)" OFF)
