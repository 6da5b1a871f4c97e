# Compiler/CUFC-Fortran.cmake — what CMake needs to know about cufc
# (found through CMAKE_MODULE_PATH, set by cufc-toolchain.cmake).
list(APPEND CMAKE_Fortran_SOURCE_FILE_EXTENSIONS cuf CUF)
set(CMAKE_Fortran_MODDIR_FLAG -J)
set(CMAKE_Fortran_FORMAT_FIXED_FLAG -Mfixed)
set(CMAKE_Fortran_FORMAT_FREE_FLAG -Mfree)
set(CMAKE_Fortran_COMPILE_OPTIONS_PREPROCESS_ON -cpp)
set(CMAKE_Fortran_COMPILE_OPTIONS_PIC -fPIC)
set(CMAKE_Fortran_COMPILE_OPTIONS_PIE -fPIE)
set(CMAKE_SHARED_LIBRARY_Fortran_FLAGS -fPIC)
set(CMAKE_SHARED_LIBRARY_CREATE_Fortran_FLAGS -shared)
set(CMAKE_Fortran_VERBOSE_FLAG -v)
set(CMAKE_Fortran_SUBMODULE_SEP "@")
set(CMAKE_Fortran_SUBMODULE_EXT ".smod")
# Ninja preprocesses Fortran sources explicitly, then compiles the result;
# a .cuf stays a .cuf (CMake keeps the lower-cased suffix).
set(CMAKE_Fortran_PREPROCESS_SOURCE
  "<CMAKE_Fortran_COMPILER> <DEFINES> <INCLUDES> <FLAGS> -E <SOURCE> -o <PREPROCESSED_SOURCE>")
set(CMAKE_DEPFILE_FLAGS_Fortran "-MD -MT <DEP_TARGET> -MF <DEP_FILE>")
string(APPEND CMAKE_Fortran_FLAGS_INIT " -O2")
string(APPEND CMAKE_Fortran_FLAGS_DEBUG_INIT " -g -O0")
string(APPEND CMAKE_Fortran_FLAGS_RELEASE_INIT " -O3")
string(APPEND CMAKE_Fortran_FLAGS_MINSIZEREL_INIT " -Os")
string(APPEND CMAKE_Fortran_FLAGS_RELWITHDEBINFO_INIT " -O2 -g")
if(CUFC_EMULATION)
  string(APPEND CMAKE_Fortran_FLAGS_INIT " -gpu=emu")
endif()
