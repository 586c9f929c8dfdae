"""Adapted from tests/st/ops/cpu/test_sparse_to_dense_op.py, test_sparse_tensor_dense_matmul_op.py and
test_uniform_candidate_sampler_op.py (the sampler's classes are random: only shapes, dtypes and the
expected counts that do not depend on the draw are recorded)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops import composite as C
from _conf import emit, emit_error


class S2D(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.SparseToDense()

    def construct(self, indices, values):
        return self.op(indices, values, (3, 4))


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = C.GradOperation(get_all=True, sens_param=True)

    def construct(self, *args):
        return self.grad(self.net)(*args)


idx = Tensor(np.array([[0, 1], [1, 2], [2, 3]], np.int32))
vals = Tensor(np.array([6.5, -7.5, 9.], np.float32))
emit("sparse_to_dense_f32", S2D()(idx, vals))
emit("sparse_to_dense_int64_idx", S2D()(Tensor(np.array([[2, 0], [0, 3]], np.int64)), Tensor(np.array([3, 4], np.int16))))
emit("sparse_to_dense_grad", Grad(S2D())(idx, vals, Tensor(np.arange(12, dtype=np.float32).reshape(3, 4)))[1])


class MM(nn.Cell):
    def __init__(self, adjoint_st=False, adjoint_dt=False):
        super().__init__()
        self.mm = nn.SparseTensorDenseMatmul(adjoint_st, adjoint_dt)

    def construct(self, indices, values, dense):
        return self.mm(indices, values, (3, 4), dense)


class MMGrad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = C.GradOperation(get_all=True)

    def construct(self, *args):
        return self.grad(self.net)(*args)


i2 = Tensor(np.array([[0, 0], [1, 1], [2, 2], [2, 3]], np.int64))
v2 = Tensor(np.array([2., 3., 4., 5.], np.float32))
d = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))
emit("stdm_plain", MM()(i2, v2, d))
emit("stdm_adjoint_dt", MM(False, True)(i2, v2, Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))))
emit("stdm_adjoint_st", MM(True, False)(i2, v2, Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))))
g = MMGrad(MM())(i2, v2, d)
emit("stdm_grad_values", g[1])
emit("stdm_grad_dense", g[2])


class Sampler(nn.Cell):
    def __init__(self, *args, **kw):
        super().__init__()
        self.op = P.UniformCandidateSampler(*args, **kw)

    def construct(self, x):
        return self.op(x)


for name, args, dt in (("ucs_unique_int32", (1, 3, True, 4), np.int32), ("ucs_not_unique_int64", (2, 3, False, 4), np.int64)):
    out = Sampler(*args)(Tensor(np.array([[1, 2], [3, 2]], dt)[:, :args[0]]))
    emit(name + "_meta", [(str(o.dtype), o.shape) for o in out])
emit("ucs_not_unique_counts", Sampler(1, 3, False, 4)(Tensor(np.array([[1], [3]], np.int32)))[1:])
emit("ucs_seeded_repeatable", bool((Sampler(1, 3, True, 8, seed=3)(Tensor(np.array([[1]], np.int32)))[0].asnumpy()
                                    == Sampler(1, 3, True, 8, seed=3)(Tensor(np.array([[1]], np.int32)))[0].asnumpy()).all()))
emit_error("ucs_too_many", lambda: Sampler(1, 5, True, 4)(Tensor(np.array([[1]], np.int32)))[0].asnumpy())
