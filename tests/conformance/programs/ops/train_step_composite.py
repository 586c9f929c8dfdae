import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter, ParameterTuple
from mindspore.ops import composite as C
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from _conf import emit

clip_grad = C.MultitypeFuncGraph("clip_grad")


@clip_grad.register("Number", "Number", "Tensor")
def _clip_grad(clip_type, clip_value, grad):
    dt = F.dtype(grad)
    if clip_type == 0:
        return C.clip_by_value(grad, F.cast(F.tuple_to_array((-clip_value,)), dt),
                               F.cast(F.tuple_to_array((clip_value,)), dt))
    return grad * 1.0


grad_scale = C.MultitypeFuncGraph("grad_scale")
reciprocal = P.Reciprocal()


@grad_scale.register("Tensor", "Tensor")
def tensor_grad_scale(scale, grad):
    return grad * reciprocal(scale)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5, -0.2], [0.1, 0.3]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.1, -0.1], np.float32)), name="b")
        self.matmul = P.MatMul()
        self.sce = P.SigmoidCrossEntropyWithLogits()
        self.reduce_mean = P.ReduceMean()
        self.bias_add = P.BiasAdd()

    def construct(self, x, y):
        logits = self.bias_add(self.matmul(x, self.w), self.b)
        return self.reduce_mean(self.sce(logits, y))


class TrainStep(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.weights = ParameterTuple(net.trainable_params())
        self.grad = C.GradOperation(get_by_list=True, sens_param=True)
        self.hyper_map = C.HyperMap()
        self.sens = Tensor(np.array(2.0, np.float32))
        self.assign_sub = P.AssignSub()

    def construct(self, x, y):
        loss = self.net(x, y)
        grads = self.grad(self.net, self.weights)(x, y, F.cast(self.sens, F.dtype(loss)))
        grads = self.hyper_map(F.partial(grad_scale, self.sens), grads)
        grads = self.hyper_map(F.partial(clip_grad, 0, 0.05), grads)
        grads = C.clip_by_global_norm(grads, 0.06)
        self.assign_sub(self.net.w, grads[0] * 0.5)
        self.assign_sub(self.net.b, grads[1] * 0.5)
        return loss, grads


x = Tensor(np.array([[1.0, 2.0], [3.0, -1.0]], np.float32))
y = Tensor(np.array([[1.0, 0.0], [0.0, 1.0]], np.float32))
step = TrainStep(Net())
losses = [step(x, y) for _ in range(3)]
emit("losses", [r[0] for r in losses], rtol=1e-5)
emit("last_grads", losses[-1][1], rtol=1e-5, atol=1e-7)
emit("weights", (step.net.w, step.net.b), rtol=1e-5)
