import os
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import case
G = os.environ.get("SWEEP_GRAPH") == "1"

def base(dt=np.float32):
    return Tensor(np.arange(24).reshape(2, 3, 4).astype(dt))

idx = {
    "int": 1, "neg": -1, "slice": slice(0, 2), "slice_step": slice(None, None, 2), "slice_neg": slice(-2, None),
    "ellipsis": Ellipsis, "none": None, "tuple_int": (1, 2), "tuple_mix": (0, slice(1, 3), -1),
    "ell_int": (Ellipsis, 1), "none_ell": (None, Ellipsis, 0), "list": [0, 1, 0], "list_neg": [-1, 0],
    "tensor_int": Tensor(np.array([1, 0], np.int32)), "tensor_2d": Tensor(np.array([[0, 1], [1, 0]], np.int64)),
    "bool_tensor": Tensor(np.array([True, False])), "bool_py": True, "bool_false": False,
    "tuple_tensor": (Tensor(np.array([0, 1])), Tensor(np.array([2, 1]))), "tuple_list": ([0, 1], [2, 0]),
    "mask_full": Tensor(np.arange(24).reshape(2, 3, 4) % 5 == 0), "tensor_0d": Tensor(1),
    "slice_tensor_bounds": (slice(Tensor(0), Tensor(2)),), "mixed_adv": (slice(None), [0, 2], [1, 3]),
    "adv_sep": ([0, 1], slice(None), [1, 2]), "oob": 5, "oob_neg": -4, "list_bool": [True, False],
    "empty_list": [], "slice_empty": slice(3, 1), "step_neg": slice(None, None, -1), "tuple_none_int": (1, None, 2),
}
for k, i in idx.items():
    case("get_" + k, lambda i=i: base()[i])
for k, i in idx.items():
    def f(i=i):
        t = base()
        t[i] = -1.0
        return t
    case("set_num_" + k, f)
    def g(i=i):
        t = base()
        t[i] = Tensor(np.array(-5.0, np.float32))
        return t
    case("set_t0d_" + k, g)
# setitem with various value kinds
sets = {
    "row_list": (0, [[1, 2, 3, 4]] * 3), "row_tensor_bcast": (0, Tensor(np.array([9, 8, 7, 6], np.float32))),
    "slice_tensor": (slice(0, 1), Tensor(np.ones((1, 3, 4), np.float32))), "int_val_int": (1, 7),
    "bool_val": (1, True), "tuple_val": ((0, 0), (1, 2, 3, 4)), "f64_val": (0, Tensor(np.ones(4, np.float64))),
    "int_tensor_val": (0, Tensor(np.ones(4, np.int32))), "bad_shape": (0, Tensor(np.ones(5, np.float32))),
    "mask_tensor_val": (Tensor(np.arange(24).reshape(2, 3, 4) % 5 == 0), Tensor(np.array(3.0, np.float32))),
    "ell_val": (Ellipsis, 0.5), "adv_val": (([0, 1], [1, 2]), Tensor(np.array([[1.0] * 4, [2.0] * 4], np.float32))),
    "nan_val": ((0, 0, 0), float("nan")), "inf_val": ((0, 0), float("inf")), "huge_int": ((0, 0, 0), 2 ** 40),
}
for k, (i, v) in sets.items():
    for dt in (np.float32, np.int32, np.float16, np.bool_, np.uint8):
        def f(i=i, v=v, dt=dt):
            t = base(dt)
            t[i] = v
            return t
        case("set_%s_%s" % (k, np.dtype(dt).name), f)
# dtypes for getitem
for dt in (np.int8, np.uint8, np.float64, np.bool_, np.int64, np.float16):
    case("get_dt_" + np.dtype(dt).name, lambda dt=dt: base(dt)[0, 1:, ::2])
    case("get_mask_" + np.dtype(dt).name, lambda dt=dt: base(dt)[base() > 10])
# views / in-place chains
def v1():
    t = base(); v = t[0]; v[0] = 100.0; return t, v
case("view_write", v1)
def v2():
    t = base(); t[0][1] = 50.0; return t
case("chain_set", v2)
def v3():
    t = base(); t[:, 1] += 1; return t
case("aug_set", v3)
def v4():
    t = base(); t[t > 20] = 0; return t
case("mask_set_num", v4)
def v5():
    t = base(); t[0, [0, 2]] *= 2; return t
case("aug_adv", v5)
def v6():
    t = base(np.int32); t[1] = 2.7; return t
case("set_float_into_int", v6)
def v7():
    t = base(np.int32); t[1] = -2.7; return t
case("set_negfloat_into_int", v7)
def v8():
    t = base(np.uint8); t[1] = -1; return t
case("set_neg_into_uint8", v8)
def v9():
    t = base(np.int8); t[1] = 300; return t
case("set_300_into_int8", v9)
def v10():
    t = base(np.bool_); t[1] = 2; return t
case("set_2_into_bool", v10)
def v11():
    t = base(np.float16); t[0, 0, 0] = 70000.0; return t
case("set_overflow_fp16", v11)
case("get_0d", lambda: Tensor(5.0)[()])
case("get_0d_ell", lambda: Tensor(5.0)[...])
case("get_0d_none", lambda: Tensor(5.0)[None])
case("get_0d_int", lambda: Tensor(5.0)[0])
def z():
    t = Tensor(5.0); t[()] = 3; return t
case("set_0d", z)
def z2():
    t = Tensor(5.0); t[...] = Tensor(2.0); return t
case("set_0d_ell", z2)
case("get_empty", lambda: Tensor(np.zeros((0, 3), np.float32))[0])
case("get_empty_slice", lambda: Tensor(np.zeros((0, 3), np.float32))[:, 1])
case("get_float_idx", lambda: base()[1.0])
case("get_str_idx", lambda: base()["a"])
case("get_float_tensor_idx", lambda: base()[Tensor(np.array([0.0, 1.0], np.float32))])
case("get_list_oob", lambda: base()[[0, 3]])
case("get_tensor_oob", lambda: base()[Tensor(np.array([0, 3]))])
case("get_too_many", lambda: base()[0, 0, 0, 0])
