"""Constructor checks as MindSpore 2.10's: nn.Conv2d refuses a negative padding, nn.AvgPool2d a divisor_override
<= 0, nn.Embedding a float vocab_size, nn.Softmax a float axis, nn.GELU a non-bool approximate; nn.Upsample takes
size and scale_factor both or neither at construction and raises ops.interpolate's ValueError when it runs."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

emit_error("conv_pad_neg", lambda: nn.Conv2d(2, 2, 3, pad_mode="pad", padding=-1))
emit_error("conv_pad_tuple_neg", lambda: nn.Conv2d(2, 2, 3, pad_mode="pad", padding=(1, -1, 0, 0)))
emit_error("avgpool_div0", lambda: nn.AvgPool2d(2, pad_mode="pad", divisor_override=0))
emit_error("avgpool_div_neg", lambda: nn.AvgPool2d(2, pad_mode="pad", divisor_override=-2))
emit_error("emb_float", lambda: nn.Embedding(5.0, 3))
emit_error("emb_size_float", lambda: nn.Embedding(5, 3.0))
emit_error("softmax_float", lambda: nn.Softmax(1.0))
emit_error("gelu_str", lambda: nn.GELU("yes"))
emit_error("gelu_int", lambda: nn.GELU(1))
x = Tensor(np.arange(12, dtype=np.float32).reshape(1, 1, 3, 4))
emit_error("upsample_none_ctor", lambda: type(nn.Upsample()).__name__)
emit_error("upsample_both_ctor", lambda: type(nn.Upsample(size=(4, 6), scale_factor=2.0)).__name__)
emit_error("upsample_none_call", lambda: nn.Upsample()(x).asnumpy())
emit_error("upsample_both_call", lambda: nn.Upsample(size=(4, 6), scale_factor=2.0)(x).asnumpy())
emit("upsample_size", nn.Upsample(size=(4, 6))(x))
