"""mint keyword names (adapt43cpub): mint.sqrt(input) (msgraph re-exported ops.sqrt(x)), mint.masked_select(input,
mask) (msgraph: other), mint.isnan(tensor) (MindSpore 2.10's isnan_ext; msgraph: input); a Python number to
mint.sqrt stays a TypeError and mint.isnan of one compares it with itself.  Directly and in a Cell's construct."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit_error

X = Tensor(np.array([[1.5, 0.0, -2.0], [3.0, 3.0, 0.5]], np.float32))
M = Tensor(np.array([[True, False, True], [False, True, True]]))

emit_error("sqrt_input_kw", lambda: mint.sqrt(input=X))
emit_error("sqrt_x_kw", lambda: mint.sqrt(x=X))
emit_error("sqrt_positional", lambda: mint.sqrt(X))
emit_error("sqrt_number", lambda: mint.sqrt(2.0))
emit_error("masked_select_mask_kw", lambda: mint.masked_select(X, mask=M))
emit_error("masked_select_other_kw", lambda: mint.masked_select(X, other=M))
emit_error("isnan_tensor_kw", lambda: mint.isnan(tensor=X))
emit_error("isnan_input_kw", lambda: mint.isnan(input=X))
emit_error("isnan_number", lambda: mint.isnan(1.5))


class C(nn.Cell):
    def construct(self, x, m):
        return mint.sqrt(input=mint.abs(x)) + mint.isnan(tensor=x).astype(ms.float32) + mint.masked_select(
            x, mask=m).sum()


emit_error("cell_sqrt_isnan_masked_select_kw", lambda: C()(X, M))
