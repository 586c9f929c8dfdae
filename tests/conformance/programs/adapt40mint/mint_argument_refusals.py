"""Arguments the st/mint APIs refuse in MindSpore 2.10 (TypeError in both modes) where msgraph computed (found by
the adapt40mint sweep): `mint.remainder` / `mint.float_power` of two Python numbers, `mint.std_mean` /
`mint.var_mean` with a float or bool correction, `mint.stack` of a Tensor (not a sequence) or of a list holding a
number (msgraph: Stack's shape ValueError), `mint.take` with a list index, `mint.clone` / `mint.empty_like` of a
number, `mint.empty()` without a size (PyNative; MindSpore's Graph mode raises a RuntimeError there, msgraph
follows PyNative), `mint.nn.functional.mse_loss` with a number target."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit, emit_error

X = Tensor(np.array([[1.0, 25.0, 5.0, 7.0], [4.0, 11.0, 6.0, 21.0]], np.float32))


class Call(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, a, b):
        if self.k == 0:
            return mint.remainder(a, b)
        if self.k == 1:
            return mint.float_power(a, b)
        if self.k == 2:
            return mint.std_mean(a, 1, correction=b)
        if self.k == 3:
            return mint.var_mean(a, 1, correction=b)
        if self.k == 4:
            return mint.stack(a)
        if self.k == 5:
            return mint.stack([a, b])
        if self.k == 6:
            return mint.take(a, b)
        if self.k == 7:
            return mint.clone(b)
        if self.k == 8:
            return mint.empty_like(b)
        if self.k == 9:
            return mint.nn.functional.mse_loss(a, b)
        return mint.empty()


emit("remainder_number_tensor", Call(0)(2, Tensor(np.array([-4.0, 5.0, 6.0], np.float32))))
emit_error("remainder_numbers", lambda: Call(0)(3, 2))
emit_error("float_power_numbers", lambda: Call(1)(2.5, 3))
emit_error("std_mean_float_correction", lambda: Call(2)(X, 1.5))
emit_error("var_mean_bool_correction", lambda: Call(3)(X, True))
emit_error("stack_tensor", lambda: Call(4)(X, 0))
emit_error("stack_with_number", lambda: Call(5)(X, 1.0))
emit_error("take_list_index", lambda: Call(6)(X, [1, 2]))
emit_error("clone_number", lambda: Call(7)(X, 3))
emit_error("empty_like_number", lambda: Call(8)(X, 3))
emit_error("mse_loss_number_target", lambda: Call(9)(X, 2.0))
emit_error("empty_no_size", lambda: Call(10)(X, 0))

FOLLOW_PYNATIVE = {"empty_no_size": "MindSpore's Graph mode raises a RuntimeError ('Size should be greater than 0') "
                                    "for the missing size, its PyNative the TypeError"}


class Mse(nn.Cell):
    def construct(self, a, b):
        return mint.nn.functional.mse_loss(a, b)


# MSELossExt takes one dtype: float32 with int32 / float16, bool with int64 are its RuntimeError "input target type
# not equal" (msgraph promoted and computed; in MindSpore's Graph mode MSELossExt has no CPU kernel: RuntimeError)
emit_error("mse_loss_f32_i32", lambda: Mse()(X, X.astype(ms.int32)))
emit_error("mse_loss_f32_f16", lambda: Mse()(X, X.astype(ms.float16)))
emit_error("mse_loss_bool_i64", lambda: Mse()(X > 5, (X > 5) * 1))
