# A MultitypeFuncGraph with a single overload calls it whatever the arguments (MindSpore 2.10, both modes):
# a Tensor where 'Number' was registered runs it; a wrong argument count is a TypeError from the call.
# Several overloads and no match: ValueError.  PyNative HyperMap returns a tuple for list inputs.
import numpy as np
import mindspore as ms
from mindspore import ops, nn, Tensor
from _conf import emit, emit_error

one = ops.MultitypeFuncGraph('one')


@one.register("Number", "Number")
def _one(x, y):
    return x + y


one_list = ops.MultitypeFuncGraph('one_list')


@one_list.register("List")
def _one_list(x):
    return x


two = ops.MultitypeFuncGraph('two')


@two.register("Number", "Number")
def _two_n(x, y):
    return x + y


@two.register("String", "String")
def _two_s(x, y):
    return x + y


class Call(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x, x)


class Map(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.h = ops.HyperMap(f)

    def construct(self, x):
        return self.h([x, x], [x, x * 2])


x = Tensor(np.array([1, 2], np.int32))
emit("one_call", Call(one)(x))
emit("one_map", Map(one)(x))
emit("one_numbers", one(2, 3))
emit_error("one_list_count", lambda: Call(one_list)(x))
emit_error("two_nomatch", lambda: Call(two)(x))
emit_error("two_map_nomatch", lambda: Map(two)(x))
