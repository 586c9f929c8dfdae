"""Left items 3: mint.einsum outside graph code, vmap out_axes=None, SparseApplyProximalAdagrad."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, mint
from _h import case, MODE

A = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
B = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))

case("mint_einsum_eager", lambda: mint.einsum("ij,jk->ik", A, B))
case("mint_einsum_eager_trace", lambda: mint.einsum("ii->i", Tensor(np.eye(2, dtype=np.float32))))
case("ops_einsum_eager", lambda: ops.einsum("ij,jk->ik", A, B))


@ms.jit
def jein(a, b):
    return mint.einsum("ij,jk->ik", a, b)
case("mint_einsum_jit", lambda: jein(A, B))


class E(nn.Cell):
    def construct(self, a, b):
        return mint.einsum("ij,jk->ik", a, b)
case("mint_einsum_cell", lambda: E()(A, B))


def ein_loss(a, b):
    return mint.einsum("ij,jk->ik", a, b).sum()


def ein_row(a):
    return mint.einsum("j,jk->k", a, B)


case("mint_einsum_grad", lambda: ms.grad(ein_loss, (0, 1))(A, B))
case("mint_einsum_bad_eq_eager", lambda: mint.einsum("ij,jk->iq", A, B))
case("mint_einsum_vmap", lambda: ms.vmap(ein_row)(A))
case("mint_einsum_graph_cell_grad", lambda: ops.GradOperation(get_all=True)(E())(A, B))


def f_const(a, b):
    return a * b, b + 1


def f_eq(a, b):
    return a * 2, a - b


def f_single(a):
    return a * 0


def f_const_out(a):
    return a, Tensor(np.ones(2, np.float32))


def f_dep(a, b):
    return a + b, b * 3


def f_sum_rows(a):
    return a, a.sum() * 0 + 1


ONES = Tensor(np.ones((2, 3), np.float32))
case("vmap_out_none_unmapped", lambda: ms.vmap(f_const, (0, None), (0, None))(A, Tensor(np.ones(3, np.float32))))
case("vmap_out_none_mapped_equal", lambda: ms.vmap(f_eq, (0, 0), (0, None))(ONES, ONES))
case("vmap_out_none_mapped_diff", lambda: ms.vmap(f_eq, (0, 0), (0, None))(A, A * 2))
case("vmap_out_none_single", lambda: ms.vmap(f_single, 0, None)(A))
case("vmap_out_none_const_out", lambda: ms.vmap(f_const_out, 0, (0, None))(A))
case("vmap_out_none_dep_on_unmapped", lambda: ms.vmap(f_dep, (0, None), (0, None))(A, B[0, :3]))
case("vmap_out_none_mapped_const_expr", lambda: ms.vmap(f_sum_rows, 0, (0, None))(A))


# SparseApplyProximalAdagrad
def spa(dtype=np.float32, idx=(0, 2), idx_dtype=np.int32, lr=0.1, l1=0.01, l2=0.02, use_locking=False):
    def run():
        var = Parameter(Tensor(np.arange(12, dtype=dtype).reshape(3, 4) / 10), name="var")
        accum = Parameter(Tensor(np.ones((3, 4), dtype)), name="accum")
        grad = Tensor(np.arange(len(idx) * 4, dtype=dtype).reshape(len(idx), 4) / 7 - 0.3)
        op = ops.operations.SparseApplyProximalAdagrad(use_locking=use_locking)
        out = op(var, accum, lr, l1, l2, grad, Tensor(np.array(idx, idx_dtype)))
        return out, var, accum
    return run


case("spa_basic", spa())
case("spa_int64_idx", spa(idx_dtype=np.int64))
case("spa_dup_idx", spa(idx=(1, 1)))
case("spa_l1_zero", spa(l1=0.0))
case("spa_lr_tensor", lambda: spa(lr=Tensor(np.float32(0.1)))())
case("spa_float16", spa(dtype=np.float16))
case("spa_float64", spa(dtype=np.float64))
case("spa_out_of_range", spa(idx=(0, 5)))
case("spa_negative_idx", spa(idx=(0, -1)))
case("spa_float_idx", spa(idx_dtype=np.float32))
case("spa_use_locking", spa(use_locking=True))
case("spa_neg_lr", spa(lr=-0.1))
case("spa_big_l1", spa(l1=5.0))
case("spa_int_lr", spa(lr=1))


class SpaNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.operations.SparseApplyProximalAdagrad()
        self.var = Parameter(Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 10), name="var")
        self.accum = Parameter(Tensor(np.ones((3, 4), np.float32)), name="accum")

    def construct(self, grad, idx):
        return self.op(self.var, self.accum, 0.1, 0.01, 0.02, grad, idx)


def c_spa_net():
    n = SpaNet()
    out = n(Tensor(np.arange(8, dtype=np.float32).reshape(2, 4) / 7 - 0.3), Tensor(np.array([0, 2], np.int32)))
    return out, n.var, n.accum
case("spa_cell", c_spa_net)


def c_spa_shape():
    var = Parameter(Tensor(np.ones((3, 4), np.float32)), name="var")
    accum = Parameter(Tensor(np.ones((3, 3), np.float32)), name="accum")
    return ops.operations.SparseApplyProximalAdagrad()(var, accum, 0.1, 0.01, 0.02, Tensor(np.ones((1, 4), np.float32)), Tensor(np.array([0], np.int32)))
case("spa_accum_shape", c_spa_shape)


def c_spa_grad_rows():
    var = Parameter(Tensor(np.ones((3, 4), np.float32)), name="var")
    accum = Parameter(Tensor(np.ones((3, 4), np.float32)), name="accum")
    return ops.operations.SparseApplyProximalAdagrad()(var, accum, 0.1, 0.01, 0.02, Tensor(np.ones((2, 4), np.float32)), Tensor(np.array([0], np.int32)))
case("spa_grad_rows", c_spa_grad_rows)


def c_spa_dtype_mix():
    var = Parameter(Tensor(np.ones((3, 4), np.float32)), name="var")
    accum = Parameter(Tensor(np.ones((3, 4), np.float16)), name="accum")
    return ops.operations.SparseApplyProximalAdagrad()(var, accum, 0.1, 0.01, 0.02, Tensor(np.ones((1, 4), np.float32)), Tensor(np.array([0], np.int32)))
case("spa_dtype_mix", c_spa_dtype_mix)


def c_spa_tensor_var():
    var = Tensor(np.ones((3, 4), np.float32))
    accum = Tensor(np.ones((3, 4), np.float32))
    out = ops.operations.SparseApplyProximalAdagrad()(var, accum, 0.1, 0.01, 0.02, Tensor(np.ones((1, 4), np.float32)), Tensor(np.array([0], np.int32)))
    return out, var
case("spa_tensor_var", c_spa_tensor_var)
