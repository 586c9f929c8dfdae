"""functional_overload variants (second pass): Tensor methods / mint functions with overloads, in @jit and
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
    ('clamp_scalar', 'x.clamp(0, 2)'),
    ('clamp_min_only', 'x.clamp(min=1)'),
    ('clamp_tensor', 'x.clamp(Tensor(np.array([0], np.float32)), Tensor(np.array([2], np.float32)))'),
    ('max_all', 'x.max()'),
    ('max_dim', 'x.max(1)'),
    ('max_dim_kw', 'x.max(dim=-1, keepdim=True)'),
    ('max_axis_kw', 'x.max(axis=0, keepdims=True)'),
    ('min_dim', 'x.min(0)'),
    ('sum_all', 'x.sum()'),
    ('sum_dim_neg', 'x.sum(-1)'),
    ('sum_dtype', 'x.sum(dtype=ms.float32)'),
    ('mean_all', 'x.mean()'),
    ('mean_keep', 'x.mean(1, True)'),
    ('transpose', 'x.transpose(1, 0)'),
    ('transpose_neg', 'x.transpose(-1, -2)'),
    ('reshape_args', 'x.reshape(3, 2)'),
    ('reshape_tuple', 'x.reshape((-1,))'),
    ('add_alpha', 'x.add(x, alpha=2)'),
    ('sub_scalar', 'x.sub(1)'),
    ('mul_bool', 'x.mul(True)'),
    ('div_floor', 'x.div(2, rounding_mode="floor")'),
    ('div_trunc', 'x.div(2, rounding_mode="trunc")'),
    ('abs', 'x.abs()'),
    ('argmax_dim', 'x.argmax(dim=1)'),
    ('argmin_keep', 'x.argmin(1, True)'),
    ('cumsum', 'x.cumsum(1)'),
    ('prod_dim', 'x.prod(1)'),
    ('all_dim', 'x.all(1)'),
    ('any', 'x.any()'),
    ('mint_sum', 'mint.sum(x, 0)'),
    ('mint_max_dim', 'mint.max(x, 1)'),
    ('mint_clamp', 'mint.clamp(x, -1, 1)'),
    ('mint_where', 'mint.where(x > 0, x, 0)'),
    ('flatten', 'x.flatten()'),
    ('view_neg', 'x.view(-1, 3)'),
    ('maximum', 'x.maximum(x * 0 + 1)'),
]

SRC = "import mindspore as ms\nimport numpy as np\nfrom mindspore import Tensor, jit, mint, ops\n"
for name, expr in EXPRS:
    SRC += "\n\ndef e_%s(x):\n    return %s\n\n\n@jit\ndef j_%s(x):\n    return %s\n" % (name, expr, name, expr)
_d = tempfile.mkdtemp()
with open(os.path.join(_d, "s7_gen.py"), "w") as fh:
    fh.write(SRC)
sys.path.insert(0, _d)
import s7_gen  # noqa: E402

for name, _ in EXPRS:
    for dname, arr in ARR.items():
        case("%s_%s_eager" % (name, dname), lambda: getattr(s7_gen, "e_" + name)(Tensor(arr)))
        case("%s_%s_jit" % (name, dname), lambda: getattr(s7_gen, "j_" + name)(Tensor(arr)))
