build-asan/obj/src/front/parse_directive.o: src/front/parse_directive.c \
 src/front/parse.h src/front/front.h
src/front/parse.h:
src/front/front.h:
