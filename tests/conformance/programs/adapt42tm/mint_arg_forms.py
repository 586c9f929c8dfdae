"""mint argument forms (MindSpore 2.10): mint.pow of an integer Tensor to a negative Python int is PowTensorScalar's
RuntimeError (x ** -1, ops.pow and Tensor.pow compute); mint.squeeze needs dim and returns a 0-d input as it is;
mint.softmax and mint.any take one int dim (a tuple is a TypeError; mint.all takes one); mint.max / mint.min take
other= for the elementwise form."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error

x = Tensor(np.array([[1, 2], [-3, 1]], np.int32))
f = Tensor(np.array([[1.0, -2.0], [3.0, 0.5]], np.float32))
emit_error("pow_int32_neg1", lambda: mint.pow(x, -1))
emit_error("pow_int64_neg2", lambda: mint.pow(x.astype(ms.int64), -2))
emit_error("pow_int8_neg1", lambda: mint.pow(x.astype(ms.int8), -1))
emit_error("pow_uint8_neg1", lambda: mint.pow(x.astype(ms.uint8), -1))
emit("pow_int_zero", mint.pow(x, 0))
emit("pow_int_pos", mint.pow(x, 2))
emit("pow_int_negfloat", mint.pow(x, -1.0))
emit("pow_float_neg", mint.pow(f, -1))
emit("operator_pow_neg", x ** -1)
emit("ops_pow_neg", ops.pow(x, -1))
emit("method_pow_neg", x.pow(-1))
emit("squeeze_0d_dim1", mint.squeeze(Tensor(2.5), 1))
emit("squeeze_0d_tuple", mint.squeeze(Tensor(2.5), (0, 1)))
emit("squeeze_0d_neg3", mint.squeeze(Tensor(3, ms.int32), -3))
emit("squeeze_dup", mint.squeeze(Tensor(np.ones((1, 2), np.float32)), (0, 0)))
emit_error("squeeze_no_dim", lambda: mint.squeeze(Tensor(np.ones((1, 2), np.float32))))
emit_error("softmax_tuple_dim", lambda: mint.softmax(f, (0,)))
emit_error("softmax_empty_tuple", lambda: mint.softmax(f, ()))
emit("softmax_int_dim", mint.softmax(f, dim=0))
emit_error("any_tuple_dim", lambda: mint.any(f, (0,)))
emit_error("any_tuple_dims", lambda: mint.any(f, (0, 1)))
emit("all_tuple_dim", mint.all(f, (0,)))
emit("max_other_kw", mint.max(f, other=Tensor(np.full((2, 2), 0.75, np.float32))))
emit("min_other_kw", mint.min(f, other=Tensor(np.full((2, 2), 0.75, np.float32))))
emit("max_other_positional", mint.max(f, Tensor(np.full((2, 2), 0.75, np.float32))))


class C(nn.Cell):
    def construct(self, f, y):
        return mint.squeeze(y, 0), mint.max(f, other=f * 0.5), mint.pow(f, -1), mint.softmax(f, 1)


for k, r in enumerate(C()(f, Tensor(1.5))):
    emit(f"cell{k}", r)
