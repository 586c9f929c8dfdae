"""test_graph_fallback_numpy / numpy_attr / tensor / runtime_asnumpy: numpy constants and numpy values made in
graph code mixed with Tensors of several dtypes (+, *, comparisons, Tensor(np...), np functions on asnumpy, numpy
attributes), returned or used as conditions."""
import sys, os
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _h import case
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from _toolkit import import_source

EXPRS = {
    "t_plus_npf64": "x + np.float64(2.0)", "t_plus_npf32": "x + np.float32(2.0)", "t_plus_npi32": "x + np.int32(2)",
    "t_mul_nparr": "x * np.array([2, 3, 4], np.int32)", "t_plus_nparr_f64": "x + np.array([0.5, 1.5, 2.5])",
    "nparr_plus_t": "np.array([1, 2, 3]) + x", "npf64_mul_t": "np.float64(2.5) * x",
    "tensor_of_np": "Tensor(np.array([1, 2, 3])) + x", "tensor_of_npf": "Tensor(np.array([1.5, 2.5, 3.5])) * x",
    "tensor_of_np_dtype": "Tensor(np.array([1, 2, 3]), ms.float16) + x",
    "np_add_asnp": "Tensor(np.add(x.asnumpy(), 1))", "np_sqrt_asnp": "Tensor(np.sqrt(np.abs(x.asnumpy())))",
    "np_where": "Tensor(np.where(x.asnumpy() > 0, x.asnumpy(), 0))", "np_concat": "Tensor(np.concatenate([x.asnumpy(), x.asnumpy()]))",
    "np_astype": "Tensor(x.asnumpy().astype(np.float64))", "np_dot": "np.dot(x.asnumpy(), x.asnumpy())",
    "np_clip": "Tensor(np.clip(x.asnumpy(), 0, 2))", "np_cumsum": "Tensor(np.cumsum(x.asnumpy()))",
    "np_mean_axis": "Tensor(np.mean(x.asnumpy(), axis=0))", "np_argmax": "np.argmax(x.asnumpy())",
    "np_shape": "x.asnumpy().shape", "np_dtype": "str(x.asnumpy().dtype)", "np_ndim_size": "(x.asnumpy().ndim, x.asnumpy().size)",
    "np_T": "Tensor(x.asnumpy().T)", "np_reshape": "Tensor(x.asnumpy().reshape(-1))", "np_item": "x.asnumpy()[0]",
    "np_index_t": "x.asnumpy()[1:] ", "np_cmp": "Tensor(x.asnumpy() > 1)", "np_bool_cond": "x * 2 if x.asnumpy().sum() > 0 else x * 3",
    "np_isinstance": "isinstance(x.asnumpy(), np.ndarray)", "np_linspace": "Tensor(np.linspace(0, 1, 3)) + x",
    "np_eye": "Tensor(np.eye(3, dtype=np.float32))", "np_ones_like": "Tensor(np.ones_like(x.asnumpy())) + x",
    "np_pi": "x * np.pi", "np_inf": "x + np.inf", "np_nan_isnan": "Tensor(np.isnan(x.asnumpy() * np.nan))",
    "np_int_div": "Tensor(x.asnumpy() // 2)", "np_mod": "Tensor(x.asnumpy() % 2)", "np_neg_pow": "Tensor(x.asnumpy() ** 2)",
    "np_sum_plus_t": "np.sum(x.asnumpy()) + x", "t_plus_np_sum": "x + np.sum(x.asnumpy())",
    "np_arr_ret": "np.array([1.5, 2.5], np.float16)", "np_scalar_ret": "np.float64(3.5)", "np_int_ret": "np.int8(7)",
    "np_tolist_ret": "np.array([1, 2]).tolist()", "np_unique": "Tensor(np.unique(x.asnumpy()))",
    "np_sort": "Tensor(np.sort(x.asnumpy()))", "np_maxarg": "Tensor(np.maximum(x.asnumpy(), 1))",
    "np_std": "np.std(x.asnumpy())", "np_round": "Tensor(np.round(x.asnumpy(), 1))",
    "tensor_asnumpy_tensor": "Tensor(x.asnumpy()) + 1", "ms_tensor_of_list": "Tensor([x.asnumpy()[0], 2.0])",
    "int_of_np": "int(np.sum(x.asnumpy()))", "float_of_np": "float(np.mean(x.asnumpy()))",
}
ARGS = {
    "f32": Tensor(np.array([-1.5, 2.25, 0.5], np.float32)),
    "f16": Tensor(np.array([-1.5, 2.25, 0.5], np.float16)),
    "i32": Tensor(np.array([3, -1, 2], np.int32)),
    "i8": Tensor(np.array([3, -1, 2], np.int8)),
    "f64": Tensor(np.array([-1.5, 2.25, 0.5], np.float64)),
    "bool": Tensor(np.array([True, False, True])),
}
src = ["import numpy as np", "import mindspore as ms", "from mindspore import Tensor, nn"]
for en, ex in EXPRS.items():
    src.append(f"@ms.jit\ndef f_{en}(x):\n    return {ex}\n")
mod = import_source("\n".join(src), "a36fb4_", "_a36fb_s4")
for en in EXPRS:
    for an, av in ARGS.items():
        case(f"{en}/{an}", lambda en=en, av=av: getattr(mod, f"f_{en}")(av))
