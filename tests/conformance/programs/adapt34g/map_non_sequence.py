"""``C.Map()`` / ``C.Map(fg)`` in a Graph-mode Cell maps sequences only: a Tensor, a number or a dict argument is
MindSpore 2.10's RuntimeError "Map can only be applied to list, tuple, but got Tensor[Float32]." (Int64,
Dictionary[...]), and a Tensor beside a tuple its RuntimeError "The types of arguments in Map must be consistent, but
the types of arguments are inconsistent."; ``C.HyperMap`` calls the function on such leaves (as msgraph did for
Map too).  PyNative's Map is Python's map and HyperMap's leaf rule.  Found by adapting st compiler/hypermap
(session 34, adapt34g)."""
import numpy as np

from mindspore import Tensor, nn
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from _conf import emit_error

MODES = ("graph",)

sq = C.MultitypeFuncGraph("sq")


@sq.register("Tensor")
def _sq_tensor(x):
    return P.Square()(x)


@sq.register("Number")
def _sq_number(x):
    return x * x


tile = C.MultitypeFuncGraph("tile")


@tile.register("Tensor", "Tuple")
def _tile_tensor_tuple(x, y):
    return P.Tile()(x, y)


@tile.register("Tensor", "Number")
def _tile_tensor_number(x, y):
    return x * y


class MapNet(nn.Cell):
    def __init__(self, fg, hyper=False, bound=False):
        super().__init__()
        cls = C.HyperMap if hyper else C.Map
        self.m = cls(fg) if bound else cls()
        self.fg = fg
        self.bound = bound

    def construct(self, *a):
        if self.bound:
            return self.m(*a)
        return self.m(self.fg, *a)


a = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
for hyper in (False, True):
    for bound in (False, True):
        tag = ("HyperMap" if hyper else "Map") + ("(fg)" if bound else "")
        emit_error(tag + " tuple", MapNet(sq, hyper, bound), (a, 2))
        emit_error(tag + " tensor", MapNet(sq, hyper, bound), a)
        emit_error(tag + " number", MapNet(sq, hyper, bound), 3)
        emit_error(tag + " tensor beside tuple", MapNet(tile, hyper, bound), a, (1, 2))
        emit_error(tag + " tuples", MapNet(tile, hyper, bound), (a, a), (2, 3))
