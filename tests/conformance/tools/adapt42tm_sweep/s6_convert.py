"""Tensor dtype conversion methods and small attributes over 8 dtypes and 0-d / 2-d / empty inputs, eager and in a
GRAPH_MODE Cell: astype (MindSpore dtypes, strings, numpy types), to, type, float / int / bool / half / double / long,
view(dtype), new_zeros / new_ones / new_full / new_tensor / new_empty, numel / nelement / dim / element_size,
is_floating_point / is_complex, T / mT, copy."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _h import case

DTS = [ms.bool_, ms.int8, ms.uint8, ms.int32, ms.int64, ms.float16, ms.float32, ms.float64]
VALS = np.array([[1.7, -2.5, 0.0], [300.0, 0.5, -0.5]])


def mk(dt, shape):
    a = VALS if shape == "2d" else (np.array(-2.5) if shape == "0d" else np.zeros((0, 3)))
    return Tensor(a, dt)


M = {
    "astype_f16": lambda x: x.astype(ms.float16), "astype_str": lambda x: x.astype("int32"),
    "astype_np": lambda x: x.astype(np.float64), "astype_bool": lambda x: x.astype(ms.bool_),
    "astype_uint8": lambda x: x.astype(ms.uint8), "astype_same": lambda x: x.astype(x.dtype),
    "to_f64": lambda x: x.to(ms.float64), "to_int8": lambda x: x.to(ms.int8),
    "type_str": lambda x: x.type(), "type_dt": lambda x: x.type(ms.int32),
    "float": lambda x: x.float(), "int": lambda x: x.int(), "bool": lambda x: x.bool(), "half": lambda x: x.half(),
    "double": lambda x: x.double(), "long": lambda x: x.long(), "short": lambda x: x.short(), "byte": lambda x: x.byte(),
    "char": lambda x: x.char(), "bfloat16": lambda x: x.bfloat16().float(),
    "view_dt_int8": lambda x: x.view(ms.int8), "view_dt_same": lambda x: x.view(x.dtype),
    "new_zeros": lambda x: x.new_zeros((2,)), "new_ones": lambda x: x.new_ones(2), "new_full": lambda x: x.new_full((2,), 3.7),
    "new_tensor": lambda x: x.new_tensor([1.5, 2]), "new_zeros_dt": lambda x: x.new_zeros((1,), dtype=ms.int16),
    "new_empty_shape": lambda x: x.new_empty((2, 1)).shape,
    "numel": lambda x: x.numel(), "nelement": lambda x: x.nelement(), "dim": lambda x: x.dim(),
    "element_size": lambda x: x.element_size(), "is_fp": lambda x: x.is_floating_point(), "is_complex": lambda x: x.is_complex(),
    "T": lambda x: x.T, "mT": lambda x: x.mT, "copy": lambda x: x.copy(), "clone": lambda x: x.clone(),
    "contiguous": lambda x: x.contiguous(), "flatten": lambda x: x.flatten(), "ravel": lambda x: x.ravel(),
    "squeeze": lambda x: x.squeeze(), "unsqueeze0": lambda x: x.unsqueeze(0), "expand_dims": lambda x: x.expand_dims(-1),
    "nonzero": lambda x: x.nonzero(), "sum_dtype": lambda x: x.sum(dtype=ms.float64), "abs": lambda x: x.abs(),
    "round": lambda x: x.round(), "trunc": lambda x: x.trunc(), "frac": lambda x: x.frac(), "sign": lambda x: x.sign(),
    "clip": lambda x: x.clip(0, 1), "to_list_len": lambda x: len(x.tolist()) if x.ndim else x.tolist(),
}
for nm, f in M.items():
    for dt in DTS:
        for shp in ("2d", "0d", "empty"):
            case(f"e|{nm}|{dt}|{shp}", lambda f=f, dt=dt, shp=shp: f(mk(dt, shp)))


class C(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


GRAPH_OK = ("astype_f16", "astype_bool", "astype_uint8", "to_f64", "float", "int", "bool", "half", "double", "long",
            "new_zeros", "new_ones", "new_full", "numel", "dim", "is_fp", "T", "copy", "flatten", "squeeze", "round",
            "trunc", "sign", "clip", "abs", "view_dt_same", "astype_str", "type_dt", "element_size")
for nm in GRAPH_OK:
    for dt in (ms.int32, ms.float16, ms.float32, ms.bool_):
        case(f"g|{nm}|{dt}", lambda nm=nm, dt=dt: C(M[nm])(mk(dt, "2d")))
