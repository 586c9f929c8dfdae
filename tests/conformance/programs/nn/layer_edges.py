"""Edge cases of the added layers: 2-D PReLU input, 1-D cross entropy, unbatched 1-D pools, GroupNorm on
3-D input, LeakyReLU with an int alpha, Pad of a 1-D tensor, GRUCell on unbatched input."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

x2 = Tensor(np.array([[-1.0, 2.0, -3.0], [4.0, -5.0, 6.0]], np.float32))
emit("prelu_2d", nn.PReLU(3, 0.5)(x2))
emit("leaky_int_alpha", nn.LeakyReLU(2)(x2))
emit("ce_1d", nn.CrossEntropyLoss()(Tensor(np.array([0.5, 1.5, -0.2], np.float32)), Tensor(1, ms.int32)))
emit("ce_1d_probs", nn.CrossEntropyLoss()(Tensor(np.array([0.5, 1.5, -0.2], np.float32)),
                                          Tensor(np.array([0.2, 0.7, 0.1], np.float32))))
seq = Tensor(np.arange(2 * 9).reshape(2, 9).astype(np.float32) % 5)
emit("maxpool1d_unbatched", nn.MaxPool1d(3, 2)(seq))
emit("avgpool1d_unbatched", nn.AvgPool1d(3, 3)(seq))
emit("avgpool1d_pad", nn.AvgPool1d(3, 2, pad_mode="pad", padding=1)(Tensor(np.ones((1, 2, 6), np.float32))))
x3 = Tensor((np.arange(2 * 4 * 5).reshape(2, 4, 5) % 7).astype(np.float32))
emit("groupnorm_3d", nn.GroupNorm(2, 4)(x3), rtol=1e-5, atol=1e-5)
emit("pad_1d", nn.Pad(((2, 3),), "SYMMETRIC")(Tensor(np.array([1.0, 2.0, 3.0], np.float32))))
emit_error("pad_too_many", lambda: nn.Pad(((1, 1),) * 5))
g = nn.GRUCell(3, 2)
for i, p in enumerate(g.trainable_params()):
    p.set_data(Tensor(np.linspace(-0.5, 0.5, int(np.prod(p.shape))).reshape(p.shape).astype(np.float32) * (i + 1)))
emit("grucell", g(Tensor(np.array([[0.1, -0.2, 0.3]], np.float32)), Tensor(np.array([[0.5, -0.5]], np.float32))),
     rtol=1e-5, atol=1e-6)
emit_error("grucell_unbatched", lambda: g(Tensor(np.array([0.1, -0.2, 0.3], np.float32)),
                                          Tensor(np.array([0.5, -0.5], np.float32))).asnumpy())
emit("conv2dtranspose_repr_attrs", (nn.Conv2dTranspose(2, 4, 3).kernel_size, nn.Conv2dTranspose(2, 4, 3).stride))
emit("lstm_attrs", (nn.LSTM(2, 3).hidden_size, nn.LSTM(2, 3, bidirectional=True).bidirectional))
