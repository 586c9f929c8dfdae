"""Tensor construction from every input kind (PyNative objects; the mode only matters for the jit cases)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter
from mindspore.common.initializer import One, Zero, Constant, Normal
from _h import case

DT = [None, ms.bool_, ms.int8, ms.uint8, ms.int16, ms.int32, ms.int64, ms.float16, ms.float32, ms.float64]
NPDT = [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.float16,
        np.float32, np.float64]
INPUTS = {
    "int": 3, "negint": -2, "float": 2.5, "bool": True, "false": False, "bigint": 2 ** 31, "huge": 2 ** 63 - 1,
    "list_int": [1, 2, 3], "list_float": [1.0, 2.5], "list_mixed_if": [1, 2.5], "list_mixed_ib": [1, True],
    "list_mixed_fb": [True, 2.5], "list_bool": [True, False], "nested": [[1, 2], [3, 4]],
    "nested_mixed": [[1, 2.0], [True, 4]], "tuple": (1, 2), "tuple_nested": ((1.5,), (2.5,)), "empty_list": [],
    "empty_nested": [[], []], "list_neg": [-1, -2], "list_big": [1, 2 ** 40], "list_frac": [0.1, 1e-8],
    "np_scalar_f64": np.float64(1.5), "np_scalar_i32": np.int32(7), "np_scalar_f16": np.float16(1.5),
    "np_bool_": np.bool_(True), "list_np": [np.float32(1.0), np.float32(2.0)],
    "list_tensors": [Tensor(1.0), Tensor(2.0)], "list_tensor_1d": [Tensor([1, 2]), Tensor([3, 4])],
    "ragged": [[1, 2], [3]], "str": "abc", "none": None, "complex": 1 + 2j, "list_complex": [1 + 1j, 2],
    "nan": float("nan"), "inf": float("-inf"), "list_nan": [float("nan"), 1.0],
}
for k, v in INPUTS.items():
    for dt in DT:
        case(f"in_{k}_{dt}", lambda v=v, dt=dt: Tensor(v, dtype=dt) if dt is not None else Tensor(v))
for nd in NPDT:
    a = np.arange(6).reshape(2, 3).astype(nd)
    case(f"np_{np.dtype(nd).name}", lambda a=a: Tensor(a))
    case(f"np0d_{np.dtype(nd).name}", lambda a=a: Tensor(a[0, 0]))
    case(f"np0darr_{np.dtype(nd).name}", lambda a=a: Tensor(np.array(a[0, 1])))
    case(f"npT_{np.dtype(nd).name}", lambda a=a: Tensor(a.T))
    case(f"npstride_{np.dtype(nd).name}", lambda a=a: Tensor(a[:, ::2]))
    case(f"npempty_{np.dtype(nd).name}", lambda nd=nd: Tensor(np.zeros((0, 3), nd)))
    for dt in (ms.float32, ms.int32, ms.bool_, ms.float16):
        case(f"npcast_{np.dtype(nd).name}_{dt}", lambda a=a, dt=dt: Tensor(a, dtype=dt))
    case(f"from_numpy_{np.dtype(nd).name}", lambda a=a: Tensor.from_numpy(a.copy()))
# from another Tensor
base = Tensor(np.array([1.5, -2.5, 0.0], np.float32))
for dt in DT:
    case(f"tensor_{dt}", lambda dt=dt: Tensor(base, dtype=dt) if dt is not None else Tensor(base))
case("tensor_of_param", lambda: Tensor(Parameter(Tensor([1.0, 2.0]), name="p")))
case("tensor_of_param_type", lambda: type(Tensor(Parameter(Tensor([1.0, 2.0]), name="p2"))).__name__)
case("tensor_of_0d", lambda: Tensor(Tensor(3), ms.float32))
# float value conversions to ints
case("float_to_int8", lambda: Tensor(2.7, ms.int8))
case("negfloat_to_uint8", lambda: Tensor(-1.5, ms.uint8))
case("big_to_int8", lambda: Tensor(300, ms.int8))
case("neg_to_uint8", lambda: Tensor(-1, ms.uint8))
case("list_float_to_int32", lambda: Tensor([1.9, -1.9], ms.int32))
case("nan_to_int32", lambda: Tensor(float("nan"), ms.int32))
case("float_to_bool", lambda: Tensor([0.0, 0.5, -1.0], ms.bool_))
case("np_f64_overflow_f16", lambda: Tensor(np.array([1e5, -1e5, 1e-8]), ms.float16))
case("list_overflow_f16", lambda: Tensor([70000.0], ms.float16))
case("bigint_to_f32", lambda: Tensor(2 ** 62, ms.float32))
case("too_big_int", lambda: Tensor(2 ** 64))
case("too_big_list", lambda: Tensor([2 ** 64]))
# shape / init
for init in ("One", "Zero", "Const", "Normal"):
    for dt in (ms.float32, ms.int32, ms.float16, ms.bool_):
        ini = {"One": One(), "Zero": Zero(), "Const": Constant(2), "Normal": Normal()}[init]
        case(f"init_{init}_{dt}", lambda ini=ini, dt=dt: (Tensor(shape=(2, 2), dtype=dt, init=ini).init_data().dtype,
                                                         Tensor(shape=(2, 2), dtype=dt, init=ini).shape))
case("init_shape_list", lambda: Tensor(shape=[3], dtype=ms.float32, init=One()).asnumpy())
case("init_shape_int", lambda: Tensor(shape=3, dtype=ms.float32, init=One()).asnumpy())
case("init_shape_empty", lambda: Tensor(shape=(0, 2), dtype=ms.float32, init=One()).asnumpy())
case("init_shape_0d", lambda: Tensor(shape=(), dtype=ms.float32, init=One()).asnumpy())
case("init_shape_neg", lambda: Tensor(shape=(-1, 2), dtype=ms.float32, init=One()).asnumpy())
case("init_input_and_shape", lambda: Tensor([1.0], shape=(1,), dtype=ms.float32, init=One()))
case("init_str_one", lambda: Tensor(shape=(2,), dtype=ms.float32, init="ones").asnumpy())
case("init_repr", lambda: repr(Tensor(shape=(2,), dtype=ms.float32, init=One())))
case("init_len", lambda: len(Tensor(shape=(2,), dtype=ms.float32, init=One())))
case("init_add", lambda: Tensor(shape=(2,), dtype=ms.float32, init=One()) + 1)
case("no_args", lambda: Tensor())
case("dtype_only", lambda: Tensor(dtype=ms.float32))
case("dtype_np", lambda: Tensor([1, 2], np.float32))
case("dtype_str", lambda: Tensor([1, 2], "float32"))
case("dtype_type", lambda: Tensor([1, 2], float))
case("dtype_kw_int", lambda: Tensor([1.5, 2], dtype=int))
case("const_arg", lambda: Tensor([1.0], const_arg=True).const_arg)
case("internal", lambda: Tensor([1.0], internal=True))
# dtype attribute results
for k in ("int", "float", "bool", "list_int", "list_mixed_if", "list_mixed_ib", "list_mixed_fb", "nested_mixed",
          "np_scalar_f64", "np_scalar_f16", "list_np", "empty_list"):
    case(f"attr_{k}", lambda v=INPUTS[k]: (str(Tensor(v).dtype), Tensor(v).shape, Tensor(v).ndim, Tensor(v).size,
                                           Tensor(v).itemsize, Tensor(v).nbytes, Tensor(v).strides))


# in graph code
@ms.jit
def jt(x):
    return Tensor([1, 2.5]), Tensor(3), Tensor(x.shape), Tensor([True, 1]), Tensor(2.5, ms.int32)


case("jit_construct", lambda: jt(Tensor([1.0, 2.0])))


@ms.jit
def jt2(x):
    return Tensor(x, ms.int32)


case("jit_construct_from_tensor", lambda: jt2(Tensor([1.7, -2.7])))


@ms.jit
def jt3(x):
    return ms.tensor([1, 2], ms.float16) + x


case("jit_lower_tensor", lambda: jt3(Tensor([1.0, 2.0], ms.float16)))
case("lower_tensor", lambda: ms.tensor([1, 2.5]))
case("lower_tensor_dt", lambda: ms.tensor(3, ms.float64))
case("lower_tensor_np", lambda: ms.tensor(np.array([1, 2], np.int16)))
