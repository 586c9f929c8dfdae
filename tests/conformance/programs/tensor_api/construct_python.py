"""Tensor(...) from Python scalars, lists and tuples: dtype, shape, values."""
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

emit("int", Tensor(3))
emit("float", Tensor(2.5))
emit("bool", Tensor(True))
emit("neg_int", Tensor(-7))
emit("list_int", Tensor([1, 2, 3]))
emit("list_float", Tensor([1.0, 2.5]))
emit("list_mixed", Tensor([1, 2.5, 3]))
emit("list_bool", Tensor([True, False]))
emit("list_bool_int", Tensor([True, 2]))
emit("nested", Tensor([[1, 2], [3, 4]]))
emit("nested_mixed", Tensor([[1, 2.0], [3, 4]]))
emit("tuple", Tensor((1, 2, 3)))
emit("tuple_nested", Tensor(((1.0,), (2.0,))))
emit_error("empty_list", lambda: Tensor([]).shape)
emit("empty_list_dtype", str(Tensor([]).dtype))
emit("big_int", Tensor(2 ** 40))
emit("shape_of_scalar", Tensor(5).shape)
emit_error("none", Tensor, None)
emit_error("ragged", lambda: Tensor([[1, 2], [3]]).asnumpy())
emit_error("string", lambda: Tensor("abc").asnumpy())
emit_error("dict", lambda: Tensor({1: 2}).asnumpy())
