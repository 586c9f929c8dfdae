"""ops.norm / Tensor.norm over dtypes, ords and dims (found probing Tensor.norm(2) on an Int32 vector, which
MindSpore 2.10 computes and msgraph refused): MindSpore's norm takes the plain 2-norm with no dim (ord None, 'fro'
on a matrix, 2 on a vector), vector norms over one dim (ord 0 counts nonzeros in Tensor.sum's dtype, p > 0 goes
through LpNorm -- Float16/Float32 only, a TypeError otherwise --, p < 0 and float p through pow/ReduceSum, +-inf
through max/min), matrix norms over two dims (1/-1 sum with Tensor.sum, so Int32 gives Int64; +-inf with ReduceSum,
which keeps Int32; 2/-2/'nuc' from float32 singular values), ValueError for an ord matrices do not take, and None
for an ord with no dim on a Tensor of rank 3 (nothing is reduced).  Graph mode runs the same calls in a Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

X = {"v": np.array([3, -4, 0, 1]), "m": np.array([[3, 4], [1, -2]]), "t": np.arange(12).reshape(2, 3, 2) - 5}
INF = float("inf")
CASES = [(None, None), (2, None), (1, None), (0, None), (-1, None), (-2, None), (INF, None), (-INF, None),
         ("fro", None), ("nuc", None), (2.5, None), (3, None), (2, 0), (1, -1), (0, 0), (-1, 0), (2.5, -1),
         (INF, 0), (None, 0), (1, (0, 1)), (1, (1, 0)), (-1, (0, 1)), (INF, (1, 0)), (-INF, (0, 1)),
         ("fro", (0, 1)), (2, (0, 1)), (0, (0, 1)), (3, (0, 1)), ("fro", 0)]


class Norm(nn.Cell):
    def __init__(self, o, d, keep):
        super().__init__()
        self.o, self.d, self.keep = o, d, keep

    def construct(self, x):
        return ops.norm(x, self.o, self.d, self.keep)


def flush():
    """MindSpore's PyNative reports a kernel's dtype error at the next launch: take it here, not in the next label."""
    try:
        ops.add(Tensor(1.0), 1.0).asnumpy()
    except TypeError:
        pass


def fresh(f):
    flush()
    return f()


def run(x, o, d, keep=False):
    flush()
    out = Norm(o, d, keep)(x) if ms.get_context("mode") == ms.GRAPH_MODE else ops.norm(x, o, d, keep)
    return "None" if out is None else out


for dt in ("int32", "float32", "float16", "float64", "int8"):
    for name in ("v", "m"):
        x = Tensor(X[name], getattr(ms, dt))
        for o, d in CASES:
            if name == "v" and isinstance(d, tuple):
                continue
            emit_error(f"{dt}_{name}_{o}_{d}", run, x, o, d)
emit_error("int32_m_1_keepdim", run, Tensor(X["m"], ms.int32), 1, (0, 1), True)
emit_error("float32_m_inf_keepdim", run, Tensor(X["m"], ms.float32), INF, (1, 0), True)
emit_error("float32_v_plain_keepdim", run, Tensor(X["v"], ms.float32), None, None, True)
emit_error("int32_t_none", run, Tensor(X["t"], ms.int32), None, None)
emit_error("float32_t_dim_pair", run, Tensor(X["t"], ms.float32), "fro", (0, 2))
emit_error("bool_v_zero", run, Tensor(X["v"] != 0), 0, None)
emit_error("dim_list", run, Tensor(X["m"], ms.float32), 2, [0, 1])
emit_error("dim_three", run, Tensor(X["t"], ms.float32), 2, (0, 1, 2))
emit_error("tensor_method_int", fresh, lambda: Tensor(np.array([3, 4]), ms.int32).norm(2))
emit_error("tensor_method_f16_p3", fresh, lambda: Tensor(np.full(3000, 0.3), ms.float16).norm(3))
emit_error("lpnorm_f16_sum", fresh, lambda: ops.LpNorm((0,), 1, False)(Tensor(np.full(3000, 0.1), ms.float16)))
emit_error("lpnorm_int", fresh, lambda: ops.LpNorm((0,), 2, False)(Tensor(np.array([3, 4]), ms.int32)))
emit_error("lpnorm_f64", fresh, lambda: ops.LpNorm((0,), 2, False)(Tensor(np.array([3, 4]), ms.float64)))
