"""functional_overload variants (second pass, more methods): Tensor methods / mint functions with overloads, in @jit and
eager, over dtypes (int8, uint8, bool, float16, float64), 0-d / empty inputs, negative dims, keyword forms,
wrong types (exception class)."""
import os
import sys
import tempfile

import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mint, ops
from _h import case

ARR = {
    "f32": np.array([[1.5, -2.0, 3.0], [0.0, 4.5, -1.0]], np.float32),
    "f16": np.array([[1.5, -2.0, 3.0], [0.0, 4.5, -1.0]], np.float16),
    "f64": np.array([[1.5, -2.0, 3.0], [0.0, 4.5, -1.0]], np.float64),
    "i8": np.array([[1, -2, 3], [0, 100, -1]], np.int8),
    "u8": np.array([[1, 2, 3], [0, 200, 1]], np.uint8),
    "i32": np.array([[1, -2, 3], [0, 4, -1]], np.int32),
    "bool": np.array([[True, False, True], [False, False, True]]),
}

EXPRS = [
    ("std_dim", "x.std(1)"), ("var_all", "x.var()"), ("norm", "x.norm()"), ("round_dec", "x.round(decimals=1)"),
    ("clip", "x.clip(-1, 1)"), ("topk", "x.topk(2)"), ("sort_desc", "x.sort(descending=True)"),
    ("cumprod", "x.cumprod(1)"), ("logsumexp", "x.logsumexp(1)"), ("mint_softmax", "mint.softmax(x, dim=-1)"),
    ("gather", "x.gather(Tensor(np.array([0, 2], np.int32)), 1)"), ("index_select", "x.index_select(1, Tensor(np.array([2, 0], np.int32)))"),
    ("masked_fill", "x.masked_fill(x > 1, 5)"), ("repeat_interleave", "x.repeat_interleave(2, 1)"), ("tile", "x.tile((2, 1))"),
    ("chunk", "x.chunk(3, 1)"), ("split", "x.split(1, 0)"), ("unbind", "x.unbind(1)"), ("unsqueeze", "x.unsqueeze(0)"),
    ("flip", "x.flip((0,))"), ("tril", "x.tril()"), ("triu_k", "x.triu(1)"), ("nonzero", "x.nonzero()"),
    ("remainder", "x.remainder(2)"), ("fmod", "x.fmod(2)"), ("floor_divide", "x.floor_divide(2)"),
    ("pow_int", "x.pow(2)"), ("true_divide", "x.true_divide(2)"), ("sign", "x.sign()"), ("neg", "x.neg()"),
    ("square", "x.square()"), ("exp", "x.exp()"), ("isclose", "x.isclose(x * 1)"), ("eq_scalar", "x.eq(0)"),
    ("argsort", "x.argsort()"), ("new_ones", "x.new_ones((2,))"), ("new_zeros", "x.new_zeros((1, 2))"),
    ("type_as", "x.type_as(Tensor(np.array([1], np.int16)))"), ("float_", "x.float()"), ("int_", "x.int()"),
    ("bool_", "x.bool()"), ("half", "x.half()"), ("sum_keep_neg", "x.sum(-2, keepdim=True)"),
    ("mean_dtype", "x.mean(dtype=ms.float64)"), ("amax", "x.amax(1)"), ("amin_keep", "x.amin(0, True)"),
    ("nansum", "x.nansum()"), ("count_nonzero", "x.count_nonzero()"), ("diff", "x.diff()"),
]

SRC = "import mindspore as ms\nimport numpy as np\nfrom mindspore import Tensor, jit, mint, ops\n"
for name, expr in EXPRS:
    SRC += "\n\ndef e_%s(x):\n    return %s\n\n\n@jit\ndef j_%s(x):\n    return %s\n" % (name, expr, name, expr)
_d = tempfile.mkdtemp()
with open(os.path.join(_d, "s11_gen.py"), "w") as fh:
    fh.write(SRC)
sys.path.insert(0, _d)
import s11_gen  # noqa: E402

for name, _ in EXPRS:
    for dname, arr in ARR.items():
        case("%s_%s_eager" % (name, dname), lambda: getattr(s11_gen, "e_" + name)(Tensor(arr)))
        case("%s_%s_jit" % (name, dname), lambda: getattr(s11_gen, "j_" + name)(Tensor(arr)))
