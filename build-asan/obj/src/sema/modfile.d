build-asan/obj/src/sema/modfile.o: src/sema/modfile.c src/sema/sema.h \
 src/front/front.h
src/sema/sema.h:
src/front/front.h:
