build-asan/obj/src/front/parse_decl.o: src/front/parse_decl.c \
 src/front/parse.h src/front/front.h
src/front/parse.h:
src/front/front.h:
