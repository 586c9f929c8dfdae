"""Tile (multiples longer than the rank), BroadcastTo (with -1), broadcast_to; gradients, errors."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check, error

x = Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))


def tl(a):
    return ops.Tile()(a, (2, 2))


def tl_long(a):
    return ops.tile(a, (2, 1, 2))


def t_tile(a):
    return a.tile((3,))


def bt(a):
    return ops.BroadcastTo((4, 3))(a)


def bt_neg(a):
    return ops.BroadcastTo((2, -1, 3))(a)


def bt_f(a):
    return ops.broadcast_to(a, (2, 2, 3)), a.broadcast_to((3, 3))


def bt_bad(a):
    return ops.broadcast_to(a, (2, 4))


check("Tile", tl, x, grad=True)
check("Tile_longer_multiples", tl_long, x, grad=True)
check("tensor_tile", t_tile, x)
check("BroadcastTo", bt, x, grad=True)
check("BroadcastTo_neg1", bt_neg, x, grad=True)
check("broadcast_forms", bt_f, x)
check("BroadcastTo_int", bt, Tensor(np.array([[1], [2], [3], [4]], np.int32)))
error("broadcast_to_bad", bt_bad, x)
