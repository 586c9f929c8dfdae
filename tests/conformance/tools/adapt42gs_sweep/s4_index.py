"""Tensor getitem / setitem with every index kind (int, negative, slice with step, None, Ellipsis, bool, 0-d Tensor,
int / bool Tensor, list, nested tuples) and value kind (Python int / float / bool, Tensor of another dtype,
broadcast, tuple / list) over float32 / float16 / int32 / bool / uint8 Tensors, inside loops and under Tensor
conditions, and their gradients; P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import registry, run_all

C, reg = registry()
BASES = {
    "f32": np.arange(12, dtype=np.float32).reshape(3, 4),
    "f16": np.arange(12, dtype=np.float16).reshape(3, 4),
    "i32": np.arange(12, dtype=np.int32).reshape(3, 4),
    "u8": np.arange(12, dtype=np.uint8).reshape(3, 4),
    "bool": (np.arange(12).reshape(3, 4) % 3 == 0),
}
IDX = {
    "int": lambda x: 1,
    "neg": lambda x: -1,
    "slice_step": lambda x: slice(None, None, 2),
    "none": lambda x: None,
    "ellipsis": lambda x: Ellipsis,
    "true": lambda x: True,
    "t0d": lambda x: Tensor(1),
    "tint": lambda x: Tensor(np.array([0, 2], np.int32)),
    "tbool": lambda x: Tensor(np.array([True, False, True])),
    "list": lambda x: [0, 2],
    "tuple_int_slice": lambda x: (1, slice(1, 3)),
    "tuple_ell_int": lambda x: (Ellipsis, 1),
    "tuple_none_int": lambda x: (None, 0, slice(None)),
    "tuple_tint_tint": lambda x: (Tensor(np.array([0, 2])), Tensor(np.array([1, 3]))),
    "tuple_slice_list": lambda x: (slice(None), [0, 3]),
}
VALS = {
    "int": 7,
    "float": 2.5,
    "bool": True,
    "t0d_f32": Tensor(1.5, ms.float32),
    "t_i64": Tensor(np.array([9]), ms.int64),
}


def _reg_get(bn, b, iname, ix):
    def f(x):
        return x[ix]
    f.__name__ = "get_%s_%s" % (bn, iname)
    reg(Tensor(b))(f)


def _reg_set(bn, b, iname, ix, vname, v):
    def f(x):
        x[ix] = v
        return x
    f.__name__ = "set_%s_%s_%s" % (bn, iname, vname)
    reg(Tensor(b))(f)


for bn, b in BASES.items():
    for iname, mk in IDX.items():
        ix = mk(None)
        _reg_get(bn, b, iname, ix)
        for vname, v in VALS.items():
            if bn in ("f32", "i32") or vname in ("float", "t0d_f32"):
                _reg_set(bn, b, iname, ix, vname, v)

XF = Tensor(BASES["f32"])

run_all(C)
