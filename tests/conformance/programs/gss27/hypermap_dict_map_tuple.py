"""graph_semantics_sweep (gss27): ``ops.HyperMap`` over dicts in Graph mode maps their values key by key (a dict
result); in PyNative a MultitypeFuncGraph with several overloads refuses a dict argument (MindSpore's
NotImplementedError "The python type <class 'dict'> cannot be converted to MindSpore type.") and a numpy array
(TypeError); ``ops.Map`` in PyNative is Python's ``map`` as a tuple (lists in, a tuple out; Graph mode keeps the
list). msgraph raised ValueError for the dicts in both modes and returned a list from PyNative's Map."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
Y = Tensor(np.array([0.5, 1.5, 2.0], np.float32))

sq = ops.MultitypeFuncGraph('sq')


@sq.register("Tensor")
def _sq_tensor(a):
    return ops.square(a)


@sq.register("Number")
def _sq_number(a):
    return a * a


add = ops.MultitypeFuncGraph('add')


@add.register("Tensor", "Tensor")
def _add_tt(a, b):
    return a + b


@add.register("Number", "Number")
def _add_nn(a, b):
    return a - b


def plain(a, b):
    return a * 2 + b


class DictOne(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hm = ops.HyperMap()

    def construct(self, x, y):
        return self.hm(sq, {'a': x, 'b': y})


class DictTwo(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hm = ops.HyperMap()

    def construct(self, x, y):
        return self.hm(add, {'a': x, 'b': y}, {'a': y, 'b': x})


class DictNested(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hm = ops.HyperMap()

    def construct(self, x, y):
        return self.hm(sq, ({'a': x}, y, 3))


class MapList(nn.Cell):
    def construct(self, x, y):
        return ops.Map()(plain, [x, y], [y, x])


emit_error("hypermap_dict", lambda: DictOne()(X, Y))
emit_error("hypermap_two_dicts", lambda: DictTwo()(X, Y))
emit_error("hypermap_dict_in_tuple", lambda: DictNested()(X, Y))
emit("map_lists", MapList()(X, Y))
emit("map_tuples_eager", ops.Map()(plain, (X, Y), (Y, X)))
emit("map_lists_eager", ops.Map()(plain, [X, Y], [Y, X]))
emit("map_zip_shortest_eager", ops.Map()(plain, [X, Y], (Y,)))
emit_error("mtfg_dict_eager", lambda: add({'a': X}, {'a': Y}))
emit_error("mtfg_ndarray_eager", lambda: sq(np.ones(2)))
emit("mtfg_numbers_eager", add(5, 2))
