"""The other st/tensor/*.py Tensor methods and properties (PyNative) over dtypes, 0-d / empty / transposed inputs."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case
A = np.array([[1.5, -2.0, 0.0, 7.25], [3.0, -0.5, 4.0, -7.0], [2.0, 2.0, -3.5, 1.0]])
DT = (np.float32, np.float16, np.float64, np.int32, np.int64, np.int8, np.uint8, np.bool_)
CALLS = [
("absolute", (), {}), ("addbmm", (Tensor(np.ones((2, 3, 2), np.float32)), Tensor(np.ones((2, 2, 4), np.float32))), {}),
("addmm", (Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((2, 4), np.float32))), {"beta": 0.5, "alpha": 2}),
("adjoint", (), {}), ("aminmax", (), {}), ("aminmax", (), {"axis": 1, "keepdims": True}), ("angle", (), {}), ("arccos", (), {}), ("arccosh", (), {}),
("arcsin", (), {}), ("arcsinh", (), {}), ("arctan", (), {}), ("arctanh", (), {}), ("argwhere", (), {}), ("bitwise_left_shift", (1,), {}),
("bitwise_right_shift", (1,), {}), ("clone", (), {}), ("contiguous", (), {}), ("copysign", (-1.0,), {}), ("copysign", (Tensor(np.float32(-0.0)),), {}),
("count_nonzero", (0,), {}), ("cov", (), {}), ("cov", (), {"correction": 0}), ("deg2rad", (), {}), ("diag", (), {}), ("diag", (1,), {}), ("diagflat", (), {}),
("diagonal", (), {}), ("diagonal", (1,), {}), ("diagonal", (), {"offset": -1, "dim1": 1, "dim2": 0}), ("diff", (), {}), ("diff", (1, 0), {}),
("digamma", (), {}), ("fill_diagonal", (5.0,), {}), ("flip", ((0,),), {}), ("flip", ([0, 1],), {}), ("fliplr", (), {}), ("flipud", (), {}),
("float_power", (2,), {}), ("float_power", (Tensor(np.float32(0.5)),), {}), ("fmax", (Tensor(np.float32(1.0)),), {}), ("fmin", (Tensor(np.float32(1.0)),), {}),
("fmod", (Tensor(np.float32(-1.5)),), {}), ("frac", (), {}), ("heaviside", (Tensor(np.float32(0.5)),), {}), ("histc", (4,), {}), ("hypot", (Tensor(np.float32(2.0)),), {}),
("i0", (), {}), ("imag", (), {}), ("inner", (Tensor(np.ones(4, np.float32)),), {}), ("is_complex", (), {}), ("is_contiguous", (), {}),
("is_floating_point", (), {}), ("is_signed", (), {}), ("isneginf", (), {}), ("isposinf", (), {}), ("isreal", (), {}), ("lcm", (Tensor(np.int32(4)),), {}),
("ldexp", (Tensor(np.int32(2)),), {}), ("le", (1,), {}), ("lgamma", (), {}), ("log", (), {}), ("logcumsumexp", (1,), {}), ("lt", (Tensor(np.float32(0)),), {}),
("moveaxis", (0, 1), {}), ("movedim", (1, 0), {}), ("msort", (), {}), ("multiply", (2,), {}), ("nanmean", (), {}), ("nanmean", (1,), {}),
("nanmedian", (), {}), ("nanmedian", (1,), {}), ("nanquantile", (0.5,), {}), ("nanquantile", (0.25, 1), {}), ("quantile", (0.5,), {}),
("quantile", (Tensor(np.array([0.25, 0.75], np.float32)), 0), {}), ("ndimension", (), {}), ("negative", (), {}), ("nelement", (), {}),
("new_empty", ((2, 0),), {}), ("new_ones", ((2,),), {"dtype": ms.int8}), ("new_zeros", ((1, 2),), {}), ("nextafter", (Tensor(np.float32(10)),), {}),
("norm", (), {}), ("norm", (1,), {}), ("norm", (2, 1), {}), ("norm", ("fro",), {}), ("norm", (float("inf"), 1), {}), ("not_equal", (1,), {}),
("numel", (), {}), ("positive", (), {}), ("real", (), {}), ("reciprocal", (), {}), ("remainder", (Tensor(np.float32(-2)),), {}),
("repeat_interleave", (Tensor(np.array([1, 2, 0], np.int32)), 0), {}), ("reshape_as", (Tensor(np.zeros((4, 3))),), {}), ("rot90", (), {}),
("rot90", (2, (0, 1)), {}), ("sgn", (), {}), ("short", (), {}), ("sign", (), {}), ("signbit", (), {}), ("sinc", (), {}), ("slogdet", (), {}),
("squeeze", ((0, 1),), {}), ("storage_offset", (), {}), ("stride", (), {}), ("stride", (1,), {}), ("subtract", (1,), {"alpha": 2}),
("sum_to_size", (1, 4), {}), ("sum_to_size", ((3, 1),), {}), ("swapaxes", (0, 1), {}), ("swapdims", (-1, 0), {}), ("trace", (), {}),
("tril", (-1,), {}), ("triu", (2,), {}), ("true_divide", (Tensor(np.int32(2)),), {}), ("type", (), {}), ("type", (ms.int32,), {}),
("unfold", (1, 2, 1), {}), ("unfold", (0, 2, 2), {}), ("view_as", (Tensor(np.zeros((2, 6))),), {}), ("where", (Tensor(A > 0), 0.0), {}),
("where", (Tensor(A > 0), Tensor(np.float32(1))), {}), ("mT", None, {}), ("mH", None, {}), ("H", None, {}), ("T", None, {}), ("ndim", None, {}),
("itemsize", None, {}), ("nbytes", None, {}), ("strides", None, {}), ("size", None, {}), ("shape", None, {}), ("dtype", None, {}),
("tolist", (), {}), ("item", (), {}), ("det", (), {}), ("logdet", (), {}), ("matrix_power", (2,), {}), ("inverse", (), {}), ("cholesky", (), {}),
("select_scatter", (Tensor(np.ones(4, np.float32)), 0, 1), {}), ("slice_scatter", (Tensor(np.ones((3, 2), np.float32)), 1, 0, 4, 2), {}),
("diagonal_scatter", (Tensor(np.ones(3, np.float32)),), {}), ("index_add", (1, Tensor(np.array([0, 2], np.int32)), Tensor(np.ones((3, 2), np.float32))), {}),
("index_put", ((Tensor(np.array([0, 1], np.int32)),), Tensor(np.float32(9))), {}), ("masked_scatter", (Tensor(A > 0), Tensor(np.arange(12, dtype=np.float32))), {}),
("addcmul", (Tensor(np.ones(4, np.float32)), Tensor(np.full(4, 2, np.float32))), {"value": 0.5}), ("logical_and", (1,), {}), ("logical_or", (Tensor(np.float32(0)),), {}),
("logical_not", (), {}), ("sub", (Tensor(np.float32(1)),), {"alpha": 2}), ("erfinv", (), {}), ("log_normal", None, {}), ("cauchy", None, {}),
]
ARR = {"A": A, "0d": np.array(2.5), "empty": np.zeros((0, 3)), "T": A.T, "sq": np.array([[2.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 4.0]])}
SKIP0D = {"topk", "diag", "diagflat", "cholesky", "masked_scatter"}   # MindSpore 2.10 crashes on 0-d (segfault)
for dt in DT:
    n = np.dtype(dt).name
    for an, arr in ARR.items():
        if an != "A" and dt not in (np.float32, np.int32):
            continue
        for i, (m, args, kw) in enumerate(CALLS):
            if an == "0d" and m in SKIP0D:   # MindSpore 2.10 segfaults (topk of a 0-d Tensor, largest=False)
                continue
            def f(m=m, args=args, kw=kw, arr=arr):
                x = Tensor(arr.astype(dt))
                if an == "T":
                    x = Tensor(arr.T.astype(dt)).T
                return getattr(x, m) if args is None else getattr(x, m)(*args, **kw)
            case(f"{m}{i}_{an}_{n}", f)
