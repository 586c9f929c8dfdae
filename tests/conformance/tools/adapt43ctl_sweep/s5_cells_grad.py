"""Control flow inside Cells called from other Cells' loops (CellList / a Cell attribute / a Cell passed along),
with Parameters read and written; gradients w.r.t. inputs and Parameters (GradOperation get_all / get_by_list /
sens_param, value_and_grad with weights and has_aux, ms.grad with weights), dtypes float32 / float16 / float64."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn, Parameter, ParameterTuple
from _h import case


def T(v, dt=np.float32):
    return Tensor(np.array(v, dt))


class Gate(nn.Cell):
    def __init__(self, w, dt=np.float32):
        super().__init__()
        self.w = Parameter(T(w, dt), name="w")

    def construct(self, x):
        if (x * self.w).sum() > 0:
            return x * self.w
        return x - self.w


class Acc(nn.Cell):
    def __init__(self, dt=np.float32):
        super().__init__()
        self.b = Parameter(T(0.5, dt), name="b")

    def construct(self, x, n):
        i = 0
        while i < n:
            x = x + self.b
            if x.max() > 5:
                break
            i += 1
        return x


class Net(nn.Cell):
    def __init__(self, kind, dt=np.float32):
        super().__init__()
        self.kind = kind
        self.gates = nn.CellList([Gate(1.0, dt), Gate(-2.0, dt), Gate(0.5, dt)])
        self.acc = Acc(dt)
        self.c = Parameter(T(0.0, dt), name="c")

    def construct(self, x):
        k = self.kind
        if k == "celllist_for":
            for g in self.gates:
                x = g(x)
        elif k == "celllist_break":
            for g in self.gates:
                x = g(x)
                if x.sum() < 0:
                    break
        elif k == "acc_in_for":
            for i in range(2):
                x = self.acc(x, 3)
        elif k == "acc_tensor_n":
            x = self.acc(x, (x.sum() > 0).astype(ms.int32) + 1)
        elif k == "while_gates":
            j = 0
            while x.sum() < 10 and j < 3:
                x = self.gates[j](x) + 1
                j += 1
        elif k == "write_then_gate":
            for g in self.gates:
                x = g(x)
                self.c += x.sum()
            x = x * self.c
        elif k == "enumerate_gates":
            for i, g in enumerate(self.gates):
                if i == 1:
                    continue
                x = g(x) * (i + 1)
        return x


KINDS = ["celllist_for", "celllist_break", "acc_in_for", "acc_tensor_n", "while_gates", "write_then_gate",
         "enumerate_gates"]
for k in KINDS:
    for lab, x in (("pos", [1.0, 2.0]), ("neg", [-1.0, 0.5])):
        for dl, dt in (("f32", np.float32), ("f16", np.float16), ("f64", np.float64)):
            case(f"{k}/{lab}/{dl}/fwd", lambda k=k, x=x, dt=dt: Net(k, dt)(T(x, dt)))
        case(f"{k}/{lab}/get_all", lambda k=k, x=x: ops.GradOperation(get_all=True)(Net(k))(T(x)))

        def by_list(k=k, x=x):
            n = Net(k)
            return ops.GradOperation(get_by_list=True)(n, ParameterTuple(n.trainable_params()))(T(x)), n.c
        case(f"{k}/{lab}/by_list", by_list)

        def sens(k=k, x=x):
            n = Net(k)
            return ops.GradOperation(get_all=True, sens_param=True)(n)(T(x), T([2.0, -1.0]))
        case(f"{k}/{lab}/sens", sens)

        def vg_aux(k=k, x=x):
            n = Net(k)

            class L(nn.Cell):
                def __init__(self):
                    super().__init__()
                    self.n = n

                def construct(self, x):
                    y = self.n(x)
                    return y.sum(), y
            l = L()
            return ms.value_and_grad(l, 0, l.trainable_params(), has_aux=True)(T(x))
        case(f"{k}/{lab}/vg_aux", vg_aux)

        def grad_w(k=k, x=x):
            n = Net(k)
            return ms.grad(n, None, n.trainable_params())(T(x))
        case(f"{k}/{lab}/grad_w", grad_w)
