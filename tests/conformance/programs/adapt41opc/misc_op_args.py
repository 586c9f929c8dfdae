"""Arguments of assorted ops (st ops test_ops_swiglu, test_parallelconcat, test_mint_linalg_norm, test_ops_masked_fill,
test_ops_unbind / test_unbind, test_softmin, test_ops_round, test_mint_gelu, test_sparsetensordensematmul;
adapt41opc). MindSpore 2.10: swiglu's dim must lie in [-rank, rank) (ValueError; msgraph took it modulo the rank),
ParallelConcat takes one dtype (TypeError) and concatenates inputs of any first dimension (msgraph refused them),
mint.linalg.norm with an ord and no dim needs a 1-D or 2-D input and 'nuc' over one dim is a ValueError (msgraph
returned None / raised TypeError; MindSpore's CPU has no LinalgVectorNorm kernel for the valid forms), masked_fill's
Tensor value must be 0-d (ValueError; msgraph broadcast a 1-D one), mint.unbind of an empty dim is a ValueError
(ops.unbind gives ()), ops.softmin takes a dtype keyword, mint.special.round no decimals (TypeError), a bad gelu
approximate is a ValueError (msgraph: TypeError); an nn.SparseTensorDenseMatmul index outside the sparse shape is a
ValueError (msgraph: ScatterNd's RuntimeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from mindspore.ops import operations as P
from _conf import emit_error

FOLLOW_PYNATIVE = {"mint_unbind_empty": "MindSpore 2.10's graph mode returns () where its PyNative raises the "
                                        "ValueError; msgraph follows PyNative in both modes"}


class Fn(nn.Cell):
    def __init__(self, fn, *pos, **kw):
        super().__init__()
        self.fn = fn
        self.pos = pos
        self.kw = kw

    def construct(self, *a):
        return self.fn(*(a + self.pos), **self.kw)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


X = T([[0.3, -1.2, 2.0, 0.5], [1.5, 0.1, -0.4, -2.5]])
for d in [2, -3]:   # (valid dims: MindSpore 2.10's CPU has no Swiglu kernel)
    emit_error(f"swiglu_dim{d}", lambda: Fn(ops.swiglu, d)(X))
emit_error("parallel_concat_two_rows", lambda: Fn(P.ParallelConcat())((T([[1, 2], [5, 6]]), T([[3, 4]]))))
emit_error("parallel_concat_dtypes_differ", lambda: Fn(P.ParallelConcat())((T([[1, 2]]), T([[3, 4]], "int32"))))
B3 = T(np.arange(12).reshape(2, 2, 3) - 5.0)
M = T([[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]])
emit_error("linalg_norm_3d_ord2", lambda: Fn(mint.linalg.norm, ord=2)(B3))
emit_error("linalg_norm_vector_nuc_dim", lambda: Fn(mint.linalg.norm, ord="nuc", dim=1)(M))
emit_error("linalg_norm_three_dims", lambda: Fn(mint.linalg.norm, dim=(0, 1, 2))(B3))
MK = T([[True, False, True], [False, False, True]], "bool")
X6 = T([[1, 2, 3], [4, 5, 6]])
emit_error("masked_fill_value_1d", lambda: Fn(ops.masked_fill)(X6, MK, T([2.0])))
emit_error("masked_fill_value_0d", lambda: Fn(ops.masked_fill)(X6, MK, T(2.0)))
emit_error("mint_unbind_empty", lambda: Fn(mint.unbind)(T(np.zeros((0, 2)))))
emit_error("ops_unbind_empty", lambda: Fn(ops.unbind)(T(np.zeros((0, 2)))))
emit_error("mint_unbind_dim1", lambda: Fn(mint.unbind, 1)(X6))
emit_error("softmin_dtype", lambda: Fn(ops.softmin, -1, dtype=ms.float64)(X6))
emit_error("special_round", lambda: Fn(mint.special.round)(T([0.5, 1.5, 2.6, -0.5])))
emit_error("special_round_decimals", lambda: mint.special.round(T([0.25]), decimals=1))
emit_error("gelu_bad_approximate", lambda: Fn(mint.nn.functional.gelu, approximate="erf")(X))
emit_error("ops_gelu_bad_approximate", lambda: ops.gelu(X, approximate="x"))

# nn.SparseTensorDenseMatmul (st ops test_sparsetensordensematmul): an index outside the sparse shape is MindSpore's
# ValueError (msgraph: ScatterNd's RuntimeError; a negative one was written from the end)
D = T(np.arange(6).reshape(3, 2))
for name, idx in [("col_past", [[0, 5]]), ("row_past", [[2, 0]]), ("negative", [[0, -1]]), ("ok", [[1, 2]])]:
    emit_error(f"sparse_tensor_dense_matmul_{name}", lambda: nn.SparseTensorDenseMatmul()(
        T(idx, "int32"), T([1.0]), (2, 3), D))
