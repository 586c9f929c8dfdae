"""The gradient through an op whose constant argument is a mutable() graph input (st ops/dynamic_shape
test_cat_dyn / test_concat_offset_dyn variants, adapt41cpu).  SILENT: in Graph mode msgraph ran ops.cat(xs, axis)
with a mutable axis as Python when the graph ran, and its gradient was zeros; MindSpore differentiates its Concat
(ones, or the weights after it).  Both modes.  Shapes that do not fit under set_inputs with a mutable
axis: MindSpore's ValueError (msgraph: MSG412's TypeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable
from _conf import emit_error


class Cat(nn.Cell):
    def construct(self, xs, axis):
        return ops.cat(xs, axis)


class CatW(nn.Cell):
    def construct(self, xs, axis):
        return ops.cat(xs, axis) * Tensor(np.arange(1, 9, dtype=np.float32).reshape(2, 4))


class Cat2(nn.Cell):
    def construct(self, x, y, axis):
        return ops.concat((x, y), axis) * 3


A = Tensor(np.ones((2, 3), np.float32))
B = Tensor(np.full((2, 1), 2.0, np.float32))
g = ops.GradOperation(get_all=True)
emit_error("cat_mutable_list_mutable_axis", lambda: g(Cat())(mutable([A, B]), mutable(1)))
emit_error("cat_mutable_list_const_axis", lambda: g(Cat())(mutable([A, B]), 1))
emit_error("cat_weighted_mutable_axis", lambda: g(CatW())(mutable([A, B]), mutable(1)))
emit_error("cat_weighted_mutable_neg_axis", lambda: g(CatW())(mutable((A, B)), mutable(-1)))
emit_error("concat_two_tensors_mutable_axis", lambda: g(Cat2())(A, B, mutable(1)))
emit_error("concat_forward_mutable_axis", lambda: Cat2()(A, B, mutable(-1)))
emit_error("cat_grad_fn_mutable_axis", lambda: ms.grad(Cat2(), (0, 1))(A, B, mutable(1)))

cat = Cat()
cat.set_inputs(mutable([Tensor(shape=(None, None), dtype=ms.float32) for _ in range(2)]), mutable(1))
emit_error("cat_set_inputs_fit", lambda: cat(mutable([A, B]), mutable(1)))
emit_error("cat_set_inputs_shapes_misfit", lambda: cat(mutable([A, Tensor(np.ones((1, 2), np.float32))]), mutable(0)))
