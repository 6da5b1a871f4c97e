build-asan/obj/src/sema/decl.o: src/sema/decl.c src/sema/sema.h \
 src/front/front.h
src/sema/sema.h:
src/front/front.h:
