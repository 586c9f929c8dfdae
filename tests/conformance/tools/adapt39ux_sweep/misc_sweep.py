"""ut common/test_npy_bfloat16.py, ir/test_sparse_tensor.py, ir/test_row_tensor.py, nn/layer/test_{channel_shuffle,
pool,image,dropout}.py turned into value checks: bfloat16 Tensors to Python (bool / int / float / index / str /
item) and arithmetic, COOTensor / CSRTensor / RowTensor made in Cells with their attributes, to_dense and gradients,
their shape errors, SparseToDense, ChannelShuffle / LPPool1d / LPPool2d / MaxPool1d / AvgPool1d / PixelShuffle
over dtypes with gradients, Dropout at keep_prob 1 / eval."""
import operator
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, COOTensor, CSRTensor, RowTensor
from mindspore.ops import composite as C
from _h import case

F32 = np.float32
# bfloat16
b1, b2, b3 = Tensor(1, ms.bfloat16), Tensor([1], ms.bfloat16), Tensor([1, 2, 3], ms.bfloat16)
case("bf16_bool", lambda: (bool(b1), bool(b2), bool(Tensor(0.0, ms.bfloat16))))
case("bf16_bool_many", lambda: bool(b3))
case("bf16_int", lambda: (int(b1), int(b2), int(Tensor(2.75, ms.bfloat16)), int(Tensor(-2.75, ms.bfloat16))))
case("bf16_int_many", lambda: int(b3))
case("bf16_float", lambda: (float(b1), float(Tensor(3.3, ms.bfloat16))))
case("bf16_float_many", lambda: float(b3))
case("bf16_index", lambda: [10, 20, 30][Tensor(1, ms.bfloat16)])
case("bf16_index_int", lambda: operator.index(Tensor(1, ms.bfloat16)))
case("bf16_str", lambda: (str(b3), repr(b1)))
case("bf16_item", lambda: (b1.item(), Tensor(3.3, ms.bfloat16).item(), type(b1.item()).__name__))
case("bf16_tolist", lambda: Tensor([1.1, 2.2], ms.bfloat16).tolist())
case("bf16_asnumpy_dtype", lambda: str(b3.asnumpy().dtype))
case("bf16_add", lambda: (b3 + b3).float())
case("bf16_add_f32", lambda: b3 + Tensor([0.5, 0.5, 0.5], ms.float32))
case("bf16_add_f16", lambda: b3 + Tensor([0.5, 0.5, 0.5], ms.float16))
case("bf16_mul_int", lambda: (b3 * 3).float())
case("bf16_div_float", lambda: (b3 / 3.0).float())
case("bf16_sum", lambda: b3.sum().float())
case("bf16_mean", lambda: Tensor([1.0, 2.0, 4.0], ms.bfloat16).mean().float())
case("bf16_init_data", lambda: ms.common.initializer.initializer("ones", [2], ms.bfloat16).init_data().float())
case("bf16_from_np", lambda: Tensor(np.array([1.5, 2.5], F32).astype(b3.asnumpy().dtype)).dtype)
case("bf16_cell", lambda: _Lin()(Tensor([[1.0, 2.0]], ms.bfloat16)).float())
case("bf16_grad", lambda: ops.grad(lambda a: (a * a).sum())(Tensor([1.5, -2.0], ms.bfloat16)).float())


class _Lin(nn.Cell):
    def construct(self, a):
        return ops.exp(a) * 2 + a


# sparse
ind = Tensor([[0, 1], [1, 2]])
val = Tensor([1, 2], dtype=ms.float32)


class CooAttr(nn.Cell):
    def __init__(self, shape):
        super().__init__()
        self.dense_shape = shape

    def construct(self, i, v):
        x = COOTensor(i, v, self.dense_shape)
        return x.values, x.indices, x.shape


class CooDense(nn.Cell):
    def __init__(self, shape):
        super().__init__()
        self.dense_shape = shape

    def construct(self, i, v):
        return COOTensor(i, v, self.dense_shape).to_dense() * 2


class SparseToDenseCell(nn.Cell):
    def __init__(self, shape):
        super().__init__()
        self.dense_shape = shape
        self.s2d = nn.SparseToDense()

    def construct(self, i, v):
        return self.s2d(COOTensor(i, v, self.dense_shape))


class CsrCell(nn.Cell):
    def construct(self, indptr, indices, values):
        x = CSRTensor(indptr, indices, values, (2, 4))
        return x.to_dense(), x.values * 2, x.shape


case("coo_attr", lambda: CooAttr((3, 4))(ind, val))
case("coo_attr_grad", lambda: C.GradOperation(get_all=True)(CooAttr((3, 4)))(ind, val))
case("coo_dense", lambda: CooDense((3, 4))(ind, val))
case("coo_dense_grad", lambda: C.GradOperation(get_all=True)(CooDense((3, 4)))(ind, val))
case("coo_dense_f16", lambda: CooDense((3, 4))(ind, val.astype(ms.float16)))
case("coo_dense_int", lambda: CooDense((3, 4))(ind, Tensor([1, 2], ms.int32)))
case("coo_dense_i32_idx", lambda: CooDense((3, 4))(ind.astype(ms.int32), val))
case("coo_dup_idx", lambda: CooDense((3, 4))(Tensor([[0, 1], [0, 1]]), val))
case("coo_e_idx_dim_gt", lambda: CooAttr((2, 2))(Tensor(np.array([[0, 0, 0], [0, 0, 1]], np.int32)), Tensor(np.array([100, 200], F32))))
case("coo_e_idx_dim_lt", lambda: CooAttr((2, 2, 2))(Tensor(np.array([[0, 0], [0, 1]], np.int32)), Tensor(np.array([100, 200], F32))))
case("coo_e_float_idx", lambda: CooAttr((3, 4))(Tensor([[0.0, 1.0], [1.0, 2.0]]), val))
case("coo_e_vals_len", lambda: CooAttr((3, 4))(ind, Tensor([1.0, 2.0, 3.0])))
case("coo_e_oob_to_dense", lambda: CooDense((2, 2))(ind, val))
case("coo_pynative_attr", lambda: (COOTensor(ind, val, (3, 4)).shape, COOTensor(ind, val, (3, 4)).dtype, COOTensor(ind, val, (3, 4)).to_dense()))
case("s2d", lambda: SparseToDenseCell((3, 4))(ind, val))
case("s2d_grad", lambda: C.GradOperation(get_all=True)(SparseToDenseCell((3, 4)))(ind, val))
case("csr", lambda: CsrCell()(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor([1.5, 2.5], ms.float32)))
case("csr_grad", lambda: C.GradOperation(get_all=True)(_CsrSum())(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor([1.5, 2.5], ms.float32)))
case("csr_e_indptr_len", lambda: CsrCell()(Tensor([0, 1], ms.int32), Tensor([0, 1], ms.int32), Tensor([1.5, 2.5], ms.float32)))


class _CsrSum(nn.Cell):
    def construct(self, indptr, indices, values):
        return CSRTensor(indptr, indices, values, (2, 4)).to_dense().sum() * 3


class RowAttr(nn.Cell):
    def __init__(self, shape):
        super().__init__()
        self.dense_shape = shape

    def construct(self, i, v):
        x = RowTensor(i, v, self.dense_shape)
        return x.values, x.indices, x.dense_shape


ri = Tensor(np.array([0, 1], np.int32))
case("row_attr", lambda: RowAttr((3, 4))(ri, Tensor(np.arange(8, dtype=F32).reshape(2, 4))))
case("row_e_dim_gt", lambda: RowAttr((3, 4))(ri, Tensor(np.ones((2, 4, 5), F32))))
case("row_e_dim_lt", lambda: RowAttr((3, 4, 5))(ri, Tensor(np.ones((2, 4), F32))))
case("row_e_shape", lambda: RowAttr((3, 5))(ri, Tensor(np.ones((2, 4), F32))))
case("row_sparse_gather_grad", lambda: C.GradOperation(get_all=True)(_SG())(Tensor(np.arange(12, dtype=F32).reshape(3, 4)), Tensor([0, 2, 0], ms.int32)))


class _SG(nn.Cell):
    def construct(self, p, i):
        return ops.SparseGatherV2()(p, i, 0) * 2


# layers
xc = Tensor(np.arange(16).astype(np.int32).reshape(1, 4, 2, 2))
case("chshuffle_i32", lambda: nn.ChannelShuffle(2)(xc))
case("chshuffle_f32", lambda: nn.ChannelShuffle(4)(xc.astype(ms.float32)))
case("chshuffle_f16_g1", lambda: nn.ChannelShuffle(1)(xc.astype(ms.float16)))
case("chshuffle_bad_groups", lambda: nn.ChannelShuffle(3)(xc))
case("chshuffle_zero", lambda: nn.ChannelShuffle(0))
case("chshuffle_float_groups", lambda: nn.ChannelShuffle(2.0))
case("chshuffle_3d", lambda: nn.ChannelShuffle(2)(Tensor(np.arange(8, dtype=F32).reshape(1, 4, 2))))
case("chshuffle_grad", lambda: C.GradOperation(sens_param=True)(nn.ChannelShuffle(2))(xc.astype(ms.float32), Tensor(np.arange(16, dtype=F32).reshape(1, 4, 2, 2))))
xl1 = Tensor(np.arange(2 * 3 * 4).reshape((2, 3, 4)), dtype=ms.float32)
case("lppool1d", lambda: nn.LPPool1d(norm_type=1, kernel_size=3, stride=1)(xl1))
case("lppool1d_2d_in", lambda: nn.LPPool1d(norm_type=2, kernel_size=3, stride=1)(xl1[0]))
case("lppool1d_p2_s2", lambda: nn.LPPool1d(norm_type=2, kernel_size=2, stride=2)(xl1))
case("lppool1d_ceil", lambda: nn.LPPool1d(norm_type=2, kernel_size=3, stride=2, ceil_mode=True)(xl1))
case("lppool1d_grad", lambda: C.GradOperation()(nn.LPPool1d(norm_type=2, kernel_size=2, stride=1))(xl1 + 1))
xl2 = Tensor(np.arange(2 * 3 * 4 * 5).reshape((2, 3, 4, 5)), dtype=ms.float32)
case("lppool2d", lambda: nn.LPPool2d(norm_type=1, kernel_size=3, stride=1)(xl2))
case("lppool2d_p3", lambda: nn.LPPool2d(norm_type=3, kernel_size=2, stride=2)(xl2 * 0.1))
case("lppool2d_f16", lambda: nn.LPPool2d(norm_type=2, kernel_size=2, stride=2)(xl2.astype(ms.float16) * 0.1))
case("lppool2d_grad", lambda: C.GradOperation()(nn.LPPool2d(norm_type=2, kernel_size=2, stride=2))(xl2 * 0.1 + 1))
case("lppool2d_neg_in", lambda: nn.LPPool2d(norm_type=2, kernel_size=2, stride=2)(xl2 * -0.1))
case("lppool2d_bad_kernel", lambda: nn.LPPool2d(norm_type=2, kernel_size=0, stride=1)(xl2))
case("maxpool1d", lambda: nn.MaxPool1d(kernel_size=3, stride=1)(xl1))
case("maxpool1d_same", lambda: nn.MaxPool1d(kernel_size=3, stride=2, pad_mode="same")(xl1))
case("avgpool1d", lambda: nn.AvgPool1d(kernel_size=3, stride=1)(xl1))
case("avgpool1d_same", lambda: nn.AvgPool1d(kernel_size=3, stride=2, pad_mode="same")(xl1))
case("avgpool1d_grad", lambda: C.GradOperation()(nn.AvgPool1d(kernel_size=3, stride=2, pad_mode="same"))(xl1))
case("maxpool1d_grad", lambda: C.GradOperation()(nn.MaxPool1d(kernel_size=2, stride=1))(Tensor(np.array([[[1.0, 3.0, 3.0, 2.0]]], F32))))
xp = Tensor(np.arange(3 * 4 * 2 * 2).reshape(1, 12, 2, 2).astype(F32))
case("pixel_shuffle", lambda: nn.PixelShuffle(2)(xp))
case("pixel_unshuffle", lambda: nn.PixelUnshuffle(2)(nn.PixelShuffle(2)(xp)))
case("pixel_shuffle_i32", lambda: nn.PixelShuffle(2)(xp.astype(ms.int32)))
case("pixel_shuffle_grad", lambda: C.GradOperation(sens_param=True)(nn.PixelShuffle(2))(xp, Tensor(np.arange(48, dtype=F32).reshape(1, 3, 4, 4))))
case("pixel_shuffle_bad", lambda: nn.PixelShuffle(3)(xp))
xd = Tensor(np.arange(6, dtype=F32).reshape(2, 3))
case("dropout_p0", lambda: nn.Dropout(p=0.0)(xd))
case("dropout_keep1", lambda: nn.Dropout(keep_prob=1.0)(xd))
case("dropout_eval", lambda: nn.Dropout(p=0.9).set_train(False)(xd))
case("dropout_p1", lambda: nn.Dropout(p=1.0))
case("dropout_neg", lambda: nn.Dropout(p=-0.1))
case("dropout_both", lambda: nn.Dropout(keep_prob=0.5, p=0.5).p)
case("dropout_int_p", lambda: nn.Dropout(p=0))
case("dropout_p0_grad", lambda: C.GradOperation()(nn.Dropout(p=0.0))(xd))
case("dropout_train_p0_i32", lambda: nn.Dropout(p=0.0).set_train()(xd.astype(ms.int32)))
case("dropout_f16_eval", lambda: nn.Dropout(p=0.5).set_train(False)(xd.astype(ms.float16)))
