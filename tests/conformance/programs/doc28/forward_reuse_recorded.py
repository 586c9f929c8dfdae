"""From MindSpore's migration page model_and_cell.md (a sampler Cell drawing numpy random positions in construct):
in PyNative, a set_grad() Cell the user called at x is differentiated at x from that recorded forward, not run
again: construct's prints show once, its numpy draws are not repeated, and a custom bprop gets the first call's
outputs.  Without set_grad(), or at other inputs, the forward runs again.  msgraph ran it again in every case."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_stdout

MODES = ("pynative",)


class Sampler(nn.Cell):
    def construct(self, x):
        pos = np.random.choice(np.arange(x.shape[1]), 3)
        print("forward picks", pos.tolist())
        return ops.gather(x, Tensor(pos, ms.int32), 1) * 2


class SamplerBprop(Sampler):
    def bprop(self, x, out, dout):
        print("bprop sees out", out.asnumpy().tolist())
        return (ops.ones_like(x) * dout.sum(),)


def run(cell, set_grad, same_input=True):
    np.random.seed(0)
    if set_grad:
        cell.set_grad()
    x = Tensor(np.arange(10, dtype=np.float32).reshape(2, 5))
    out = cell(x)
    print("forward out", out.asnumpy().tolist())
    y = x if same_input else Tensor(np.arange(10, dtype=np.float32).reshape(2, 5))
    print("dx", ms.grad(cell)(y).asnumpy().tolist())


emit_stdout("set_grad_reused", run, Sampler(), True)
emit_stdout("no_set_grad_runs_again", run, Sampler(), False)
emit_stdout("other_input_runs_again", run, Sampler(), True, False)
emit_stdout("bprop_gets_first_out", run, SamplerBprop(), True)


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        print("lin forward")
        return (x * self.w).sum()


net = Lin().set_grad()
x = Tensor(np.array([3.0, 4.0], np.float32))


def weights_grad():
    loss = net(x)
    print("loss", loss.asnumpy().tolist())
    g = ms.grad(net, None, net.trainable_params())(x)
    print("dw", [t.asnumpy().tolist() for t in g])


emit_stdout("weights_reused", weights_grad)
y = net(x)   # its output is a constant for another gradient
emit("other_grad_output_constant", ms.grad(lambda w: (y * w).sum())(net.w))
