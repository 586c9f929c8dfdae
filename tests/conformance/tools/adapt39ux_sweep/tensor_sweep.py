"""ut ir/test_tensor.py, ir/test_tensor_py.py, ir/test_dtype.py, common/test_dtype.py,
common/test_tensor_check_input_data_type.py turned into value checks: Tensor construction from Python / numpy
inputs and dtypes, bad inputs, set_dtype, properties, operators with Python numbers (PyNative and in Cells),
from_numpy, __array__, __contains__, dtype helpers."""
import math
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case


class C(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


def run(f, *a):
    return C(f)(*a)


def desc(t):
    return (str(t.dtype), t.shape, t.asnumpy().ravel()[:6].tolist())


# construction dtypes
case("t_ndarr_f64", lambda: desc(Tensor(np.ones((2, 3)))))
case("t_float", lambda: desc(Tensor(0.1)))
case("t_int", lambda: desc(Tensor(1)))
case("t_bool", lambda: desc(Tensor(True)))
case("t_list_mixed", lambda: desc(Tensor([[1.0, 2, 3], [4, 5, 6]])))
case("t_list_int", lambda: desc(Tensor([[1, 2, 3], [4, 5, 6]])))
case("t_list_bool_int", lambda: desc(Tensor([True, 2, 3])))
case("t_tuple_bool", lambda: desc(Tensor((True, False))))
case("t_complex", lambda: desc(Tensor(1 + 2.5j)))
case("t_tuple_complex", lambda: desc(Tensor((1, 2.5j, 3))))
case("t_np_c64", lambda: desc(Tensor(np.array([1 + 1j, 2], np.complex64))))
case("t_f64_to_u8", lambda: desc(Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.float64), ms.uint8)))
case("t_f64neg_to_u8", lambda: desc(Tensor(np.array([-1.5, 2.7, 300.0]), ms.uint8)))
case("t_f_to_i32_trunc", lambda: desc(Tensor([1.7, -1.7, 2.5], ms.int32)))
case("t_c64_to_f32", lambda: desc(Tensor(np.array([1 + 2j, 3], np.complex64), ms.float32)))
case("t_f32_to_c64", lambda: desc(Tensor(np.array([1, 2], np.float32), ms.complex64)))
case("t_bf16_bool", lambda: (str(Tensor(True, ms.bfloat16).dtype), float(Tensor(True, ms.bfloat16).float().asnumpy())))
case("t_bf16_vals", lambda: desc(Tensor([1.0, 1.00390625, 3.3], ms.bfloat16).float()))
case("t_f16_big", lambda: desc(Tensor([70000.0, 1e-8, 65504.0], ms.float16)))
case("t_int_to_bool", lambda: desc(Tensor([0, 2, -1], ms.bool_)))
case("t_float_to_bool", lambda: desc(Tensor([0.0, 0.5, float("nan")], ms.bool_)))
case("t_int_list_f16", lambda: desc(Tensor([1, 2], ms.float16)))
case("t_np_int8_i64", lambda: desc(Tensor(np.array([1, -2], np.int8), ms.int64)))
case("t_empty_list", lambda: desc(Tensor([])))
case("t_empty_list_i32", lambda: desc(Tensor([], ms.int32)))
case("t_empty_nested", lambda: desc(Tensor([[], []])))
case("t_np_empty", lambda: desc(Tensor(np.zeros((0, 3), np.float32))))
case("t_np_0d", lambda: desc(Tensor(np.array(3.5))))
case("t_np_scalar_f32", lambda: desc(Tensor(np.float32(2.5))))
case("t_np_scalar_i16", lambda: desc(Tensor(np.int16(7))))
case("t_np_scalar_bool", lambda: desc(Tensor(np.bool_(True))))
case("t_big_int", lambda: desc(Tensor(2 ** 40)))
case("t_too_big_int", lambda: desc(Tensor(2 ** 64)))
case("t_list_of_tensors", lambda: desc(Tensor([Tensor(1.5), Tensor(2.5)])))
case("t_list_of_tensors_int", lambda: desc(Tensor([Tensor(1), Tensor(2)])))
case("t_tensor_of_tensor", lambda: desc(Tensor(Tensor([1, 2], ms.int32), ms.float32)))
case("t_shape_init", lambda: str(Tensor(shape=(2, 3), dtype=ms.float32, init=ms.common.initializer.One()).init_data()))
case("t_f_order", lambda: desc(Tensor(np.arange(6).reshape(2, 3).T)))
case("t_np_str", lambda: str(Tensor(np.array(["88", 0, 9]))))
case("t_np_bool_mixed", lambda: desc(Tensor(np.array([True, 2, 4]))))
# bad inputs
case("e_str", lambda: Tensor("ccc"))
case("e_tuple_str", lambda: Tensor((2, 3, "4", 5)))
case("e_list_str", lambda: Tensor([[2, 3, "4", 5], [1, 2, 3, 4]]))
case("e_none_np_dtype", lambda: Tensor(None, np.int64))
case("e_none", lambda: Tensor(None))
case("e_empty", lambda: Tensor())
case("e_np_obj_none", lambda: Tensor(np.array([None, 2, 4])))
case("e_dict", lambda: Tensor({"a": 6}))
case("e_nan_int", lambda: Tensor((1, 2, 3, np.nan), np.int64))
case("e_inf_int", lambda: Tensor((1, 2, float("inf")), np.int64))
case("e_complex_int", lambda: Tensor((1, 2j, 3), np.int64))
case("e_np_dtype_f32", lambda: Tensor(np.ones((2,), np.float32), np.float32))
case("e_np_dtype_i32", lambda: Tensor(np.ones((2,), np.int32), np.int32))
case("e_ragged", lambda: Tensor([[1, 2], [3]]))
case("e_dtype_str", lambda: Tensor([1, 2], "float32"))
case("e_nan_int_ms", lambda: Tensor([1.0, float("nan")], ms.int32))
case("e_set", lambda: Tensor({1, 2}))
case("e_flatten_attr", lambda: Tensor([1, 2], ms.float32).Flatten())
case("e_from_numpy_list", lambda: Tensor.from_numpy([1, 2, 3]))
case("e_ms_from_numpy_list", lambda: ms.from_numpy([1, 2, 3]))
# properties
a64 = np.ones((3, 4, 5, 6))
case("p_ndim_size", lambda: (Tensor(np.ones((1, 6))).ndim, Tensor(np.ones((1, 6))).size))
case("p_itemsize", lambda: [Tensor(np.ones(2, d)).itemsize for d in (np.float16, np.float32, np.float64, np.int8, np.bool_)])
case("p_strides", lambda: Tensor(a64).strides)
case("p_nbytes", lambda: (Tensor(a64).nbytes, Tensor(np.ones((2, 3), np.float16)).nbytes))
case("p_0d_props", lambda: (Tensor(2.0).ndim, Tensor(2.0).size, Tensor(2.0).shape, Tensor(2.0).strides))
case("p_empty_props", lambda: (Tensor(np.zeros((0, 3))).size, Tensor(np.zeros((0, 3))).nbytes, Tensor(np.zeros((0, 3))).strides))


def setd(v, d):
    t = Tensor(v)
    t.set_dtype(d)
    return str(t.dtype), t.shape


case("set_dtype_f32", lambda: setd(np.ones((2, 3)), ms.float32))
case("set_dtype_i32", lambda: setd(np.ones((2, 3)), ms.int32))
case("set_dtype_bad", lambda: setd(np.ones((2, 3)), "int32"))
case("init_one_i32", lambda: desc(ms.common.initializer.initializer("one", [2, 3], ms.int32).init_data()))
case("init_one_bool", lambda: desc(ms.common.initializer.initializer("ones", [2], ms.bool_).init_data()))
case("init_num_f16", lambda: desc(ms.common.initializer.initializer(2.5, [2], ms.float16).init_data()))
case("init_num_i8", lambda: desc(ms.common.initializer.initializer(3, [2], ms.int8).init_data()))
case("param_init_div", lambda: desc(ms.Parameter(ms.common.initializer.initializer(1, [1], ms.float32), name="b").init_data() / 2))
case("assign_value_shape", lambda: desc(_av()))


def _av():
    t = Tensor(np.zeros([4, 2]), ms.float32)
    n = t.asnumpy()
    t.assign_value(Tensor(np.array([6, 6, 6]), ms.float32))
    return Tensor(np.concatenate([n.ravel()[:2], t.asnumpy()]))


# operators with Python numbers
x = Tensor(np.ones((3, 3)) * 4)
xi = Tensor(np.array([[4, -5, 7]], np.int32))
xb = Tensor(np.array([True, False]))
xh = Tensor(np.array([4, -5, 7.5], np.float16))
OPS = {
    "add_r": lambda a: a + 1, "radd": lambda a: 1 + a, "sub_r": lambda a: a - 2, "rsub": lambda a: 6 - a,
    "mul_r": lambda a: a * 3, "rmul": lambda a: 3 * a, "div_r": lambda a: a / 2, "rdiv": lambda a: 8 / a,
    "mod_r": lambda a: a % 3, "rmod": lambda a: 5 % a, "fdiv_r": lambda a: a // 3, "rfdiv": lambda a: 5 // a,
    "mul_tuple": lambda a: a * (2, 3, 4), "add_float": lambda a: a + 1.5, "pow_r": lambda a: a ** 2,
    "rpow": lambda a: 2 ** a, "neg": lambda a: -a, "mod_neg": lambda a: a % -3, "fdiv_neg": lambda a: a // -2.5,
    "add_bool": lambda a: a + True, "mul_bool": lambda a: a * False, "lt": lambda a: a < 5, "eq_f": lambda a: a == 4.0,
}
for nm, f in OPS.items():
    for tn, tv in (("f64", x), ("i32", xi), ("bool", xb), ("f16", xh)):
        if nm == "mul_tuple" and tn != "f64":
            continue
        case(f"op_{nm}_{tn}", lambda f=f, tv=tv: run(f, tv))
case("op_imod", lambda: _imod())


def _imod():
    y = Tensor(np.ones((3,)) * 4)
    y %= 3
    y += 1
    y *= Tensor(np.array([1, 2, 3], np.float32))
    return y


case("op_sub_bcast_T", lambda: run(lambda a, b: (a - b).transpose(), Tensor(np.ones([5, 3], np.float32)), Tensor(np.arange(120, dtype=np.float32).reshape(8, 5, 3))))
case("op_mul_neg_T", lambda: run(lambda a, b: (a * (-b)).transpose(), Tensor(np.ones([5, 3], np.float32)), Tensor(np.arange(120, dtype=np.float32).reshape(8, 5, 3))))
case("op_div_T", lambda: run(lambda a, b: (a / b).transpose(), Tensor(np.ones([5, 3], np.float32)), Tensor(np.arange(1, 121, dtype=np.float32).reshape(8, 5, 3))))
case("op_ident", lambda: run(lambda a: a, Tensor(np.array([[1.2, 2.1], [2.2, 3.2]], np.float32))))
# from_numpy shares memory
def _fn():
    a = np.ones((2, 3))
    t = Tensor.from_numpy(a)
    a[1] = 2
    return t


case("from_numpy_share", lambda: desc(_fn()))
case("from_numpy_F", lambda: desc(Tensor.from_numpy(np.array([[1, 2], [3, 4]], order="F"))))
for d in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.float16, np.float64, np.bool_):
    case(f"ms_from_numpy_{np.dtype(d).name}", lambda d=d: desc(ms.from_numpy(np.array([1, 2, 3], d))))
case("from_numpy_0d", lambda: desc(ms.from_numpy(np.array(5.0, np.float32))))
# __array__
case("arr_0d_int", lambda: (str(np.array(Tensor(0)).dtype), np.array(Tensor(0)).shape))
case("arr_list_t", lambda: np.array([1, 2, Tensor(3)]).tolist())
case("arr_list_tf", lambda: (str(np.array([1, 2, Tensor(3.5, ms.float32)]).dtype), np.array([1, 2, Tensor(3.5, ms.float32)]).tolist()))
case("arr_nested", lambda: np.array([[1, 2], Tensor([3, 4])]).tolist())
case("arr_dtype_arg", lambda: (str(np.array(Tensor([1.5, 2.5]), dtype=np.int64).dtype),))
# __contains__
t12 = Tensor([1, 2])
case("contains", lambda: (1 in t12, Tensor(1) in t12, Tensor([1]) in t12, 3 in t12, 1.0 in t12, 2.5 in t12))
case("contains_f", lambda: (1 in Tensor([1.0, 2.5]), 2.5 in Tensor([1.0, 2.5])))
case("contains_graph", lambda: run(lambda a: 1 in a, Tensor([1, 2])))
# dtype helpers (common/test_dtype.py, ir/test_dtype.py)
from mindspore.common import dtype as mstype
case("dt_np_to_ms", lambda: [str(mstype.pytype_to_dtype(d)) for d in (np.float16, np.float32, np.float64, np.int8, np.int32, np.int64, np.uint8, np.bool_)])
case("dt_py_to_ms", lambda: [str(mstype.pytype_to_dtype(d)) for d in (int, float, bool, list, tuple, str)])
case("dt_ms_to_np", lambda: [str(mstype.dtype_to_nptype(d)) for d in (ms.float16, ms.float32, ms.float64, ms.int8, ms.int64, ms.uint16, ms.bool_, ms.complex64)])
case("dt_ms_to_py", lambda: [str(mstype.dtype_to_pytype(d)) for d in (ms.float16, ms.float32, ms.int8, ms.int64, ms.bool_)])
case("dt_bad_np", lambda: mstype.pytype_to_dtype(np.str_))
case("dt_bad_ms", lambda: mstype.dtype_to_nptype("float32"))
case("dt_get_py_obj", lambda: [str(mstype.get_py_obj_dtype(v)) for v in (1, 1.0, True, ms.float32)])
case("dt_eq", lambda: (ms.float32 == ms.float32, ms.float32 == ms.float16, ms.int32 != ms.int64, ms.float32 == np.float32))
case("dt_hash", lambda: len({ms.float32, ms.float32, ms.int32}))
case("dt_str", lambda: [str(d) for d in (ms.float32, ms.bool_, ms.int64, ms.bfloat16, ms.complex128, ms.uint64)])
case("dt_repr", lambda: [repr(d) for d in (ms.float32, ms.bool_, ms.int64)])
case("dt_number_type", lambda: (ms.float32 in mstype.number_type, ms.bool_ in mstype.number_type, ms.bool_ in mstype.all_types))
case("dt_int_type", lambda: [str(d) for d in mstype.int_type])
case("dt_float_type", lambda: [str(d) for d in mstype.float_type])
case("dt_tensor_type", lambda: str(mstype.TensorType(ms.float32)))
case("dt_list_type", lambda: str(mstype.List(ms.int32)))
case("dt_tuple_type", lambda: str(mstype.Tuple(ms.int32, ms.float32)))
case("dt_fmt_tensor_dtype", lambda: str(Tensor([1.0]).dtype) + "|" + repr(Tensor([1]).dtype))
case("dt_tensor_eq_dtype", lambda: (Tensor([1.0]).dtype == ms.float32, Tensor([1.0]).dtype is ms.float32))
case("dt_graph_dtype", lambda: run(lambda a: ops.dtype(a) == ms.float32, Tensor([1.0])))
case("dt_graph_dtype_ret", lambda: str(run(lambda a: a.dtype, Tensor([1.0], ms.float16))))
case("float8_e5m2_max", lambda: _f8())


def _f8():
    out = []
    for d, vals in ((ms.float8_e5m2, (57344, 65535, 2 ** -16, 2 ** -17)), (ms.float8_e4m3fn, (448, 512, 2 ** -9, 2 ** -10))):
        for v in vals:
            out.append(float(Tensor(v, d).float().asnumpy()))
    return out
