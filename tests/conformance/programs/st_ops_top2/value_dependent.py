"""Value-dependent inputs given as Tensors (MindSpore's st test_func_topk, test_func_arange, test_ops_eye): topk's k as
a (mutable) Tensor, arange's bounds as scalar Tensors (the result dtype follows the numbers: int64 / float32),
mint.eye / mint.trunc; eagerly and inside a Cell / @jit."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, mutable, nn, ops
from _conf import emit


class TopK(nn.Cell):
    def construct(self, x, k, dim=None, largest=True):
        return ops.topk(x, k, dim=dim, largest=largest)


class Arange(nn.Cell):
    def construct(self, start=0, end=None, step=1, dtype=None):
        return ops.arange(start, end, step, dtype=dtype)


x = Tensor(np.array([[0.5, 0.2, 0.4, 0.9], [0.4, 0.6, 0.1, 0.2], [0.3, 0.5, 0.9, 0.8]], np.float32))
emit("topk_k_tensor", TopK()(x, mutable(Tensor(2, ms.int32)), dim=1))
emit("topk_k_tensor_1d_smallest", TopK()(x, mutable(Tensor([2], ms.int32)), dim=1, largest=False))
emit("topk_k_tensor_dim0", TopK()(x, Tensor(1, ms.int64), dim=0))
emit("topk_k_int", TopK()(x, 3))
emit("arange_ints", Arange()(1, 6))
emit("arange_float_dtype_int32", Arange()(10.0, dtype=ms.int32))
emit("arange_tensor_f64_step_f32", Arange()(Tensor(12.0, ms.float64), 2, Tensor(-1.0, ms.float32)))
emit("arange_tensor_ints", Arange()(Tensor(1, ms.int32), Tensor(5, ms.int32)))
emit("arange_tensor_int_float_end", Arange()(Tensor(1, ms.int32), 5.0))
emit("arange_tensor_dtype", Arange()(Tensor(0, ms.int64), Tensor(4, ms.int64), dtype=ms.float16))


@ms.jit
def eye_trunc(n, m, x):
    return mint.eye(n, m, ms.float32), mint.eye(n), mint.trunc(x)


emit("mint_eye_trunc", eye_trunc(3, 4, Tensor(np.array([-2.7, 0.5, 3.9], np.float32))))
emit("mint_eye_int32", mint.eye(2, 3, ms.int32))
