"""Functional overloads (Tensor methods and mint functions with several signatures) with every argument form:
positional, keyword, defaults, Tensor vs Python-scalar operands, dtype=, and their gradients; in a Cell (the mode
from $MODE) and under @ms.jit."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, mint
from _h import case

X = Tensor(np.array([[1.5, -2.0, 3.0], [0.5, 4.0, -1.0]], np.float32))
I = Tensor(np.array([[1, -2, 3], [5, 4, -1]], np.int32))
H = X.astype(ms.float16)
D = X.astype(ms.float64)
B = Tensor(np.array([[True, False, True], [False, False, True]]))
LO = Tensor(np.array([0.0, -1.0, 1.0], np.float32))
HI = Tensor(np.array([1.0, 2.0, 2.5], np.float32))


class F(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


CALLS = {
    "clamp_pos": lambda x: x.clamp(0, 2),
    "clamp_kw": lambda x: x.clamp(min=0, max=2),
    "clamp_min_only": lambda x: x.clamp(min=0.5),
    "clamp_max_only": lambda x: x.clamp(max=1),
    "clamp_tensor": lambda x: x.clamp(LO.astype(x.dtype), HI.astype(x.dtype)),
    "clamp_tensor_kw": lambda x: x.clamp(min=LO.astype(x.dtype)),
    "clamp_float_on_int": lambda x: x.clamp(0.5, 2.5),
    "clip_kw": lambda x: x.clip(min=-1, max=1),
    "max_all": lambda x: x.max(),
    "max_dim": lambda x: x.max(1),
    "max_dim_kw": lambda x: x.max(dim=0, keepdim=True),
    "max_other": lambda x: x.max(x * 0),
    "max_axis_kw": lambda x: x.max(axis=1),
    "min_dim_kw": lambda x: x.min(dim=1, keepdim=False),
    "sum_all": lambda x: x.sum(),
    "sum_axis": lambda x: x.sum(1),
    "sum_dim_kw": lambda x: x.sum(dim=0, keepdim=True),
    "sum_axis_tuple": lambda x: x.sum(axis=(0, 1)),
    "sum_dtype": lambda x: x.sum(dtype=ms.float32),
    "mean_dim": lambda x: x.mean(dim=1) if x.dtype != ms.int32 else x.float().mean(dim=1),
    "add_scalar": lambda x: x.add(2),
    "add_alpha": lambda x: x.add(x, alpha=2),
    "add_kw_other": lambda x: x.add(other=x),
    "sub_alpha": lambda x: x.sub(1, alpha=3),
    "mul_bool": lambda x: x.mul(True),
    "div_mode": lambda x: x.div(2, rounding_mode="floor"),
    "div_trunc": lambda x: x.div(-2, rounding_mode="trunc"),
    "div_plain": lambda x: x.div(4),
    "reshape_tuple": lambda x: x.reshape((3, 2)),
    "reshape_varargs": lambda x: x.reshape(3, -1),
    "reshape_list": lambda x: x.reshape([6]),
    "view_varargs": lambda x: x.view(3, 2),
    "transpose_dims": lambda x: x.transpose(1, 0),
    "permute": lambda x: x.permute(1, 0),
    "roll_kw": lambda x: x.roll(shifts=1, dims=1),
    "roll_tuple": lambda x: x.roll((1, 1), (0, 1)),
    "less_scalar": lambda x: x.less(1),
    "less_tensor": lambda x: x.less(x * 0),
    "abs": lambda x: x.abs(),
    "log_pos": lambda x: x.abs().log() if x.dtype != ms.int32 else x.abs().float().log(),
    "pow_scalar": lambda x: x.pow(2),
    "where_method": lambda x: x.where(x > 0, 0),
    "masked_fill": lambda x: x.masked_fill(x > 1, -1),
    "flatten_kw": lambda x: x.flatten(start_dim=0, end_dim=-1),
    "split_int": lambda x: x.split(1, dim=1),
    "split_list": lambda x: x.split([1, 2], 1),
    "argmax_kw": lambda x: x.argmax(dim=1, keepdim=True),
    "topk_kw": lambda x: x.topk(2, dim=1, largest=False),
    "sort_kw": lambda x: x.sort(dim=1, descending=True),
    "repeat_interleave": lambda x: x.repeat_interleave(2, dim=0),
    "mint_clamp_kw": lambda x: mint.clamp(x, min=-1, max=1),
    "mint_max_dim": lambda x: mint.max(x, 1),
    "mint_max_other": lambda x: mint.max(x, x * 0),
    "mint_sum_kw": lambda x: mint.sum(x, dim=1, keepdim=True),
    "mint_add_alpha": lambda x: mint.add(x, 2, alpha=3),
    "mint_div_mode": lambda x: mint.div(x, 2, rounding_mode="floor"),
    "mint_where_scalar": lambda x: mint.where(x > 0, x, 0),
}


for name, fn in CALLS.items():
    for tag, x in (("f32", X), ("i32", I), ("f16", H), ("f64", D), ("bool", B)):
        if tag == "bool" and name not in ("sum_all", "sum_dim_kw", "max_all", "add_scalar", "mul_bool", "clamp_pos",
                                          "reshape_varargs", "less_scalar", "abs", "masked_fill", "mint_sum_kw"):
            continue
        if tag in ("f64", "f16") and name.startswith(("reshape", "view", "transpose", "permute", "roll", "split")):
            continue
        case(f"cell_{name}_{tag}", lambda fn=fn, x=x: F(fn)(x))
    case(f"jit_{name}", lambda fn=fn: ms.jit(fn)(X))

GRADS = ["clamp_kw", "clamp_tensor", "max_dim_kw", "max_other", "sum_dim_kw", "add_alpha", "sub_alpha", "div_mode",
         "reshape_varargs", "roll_kw", "where_method", "masked_fill", "split_list", "topk_kw", "sort_kw",
         "mint_clamp_kw", "mint_max_other", "mint_add_alpha", "repeat_interleave"]


def total(r):
    if isinstance(r, (tuple, list)):
        out = 0
        for e in r:
            if e.dtype in (ms.float32, ms.float16, ms.float64):
                out = out + e.sum()
        return out
    return r.sum()


for name in GRADS:
    fn = CALLS[name]
    case(f"grad_{name}", lambda fn=fn: ms.grad(lambda x: total(fn(x)))(X))
    case(f"gradjit_{name}", lambda fn=fn: ms.grad(ms.jit(lambda x: total(fn(x))))(X))
