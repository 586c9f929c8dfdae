"""Parameter writes (ops.assign, =, +=, slice / int / Tensor-index item assignment, assign_add) inside nested loops
with break / continue and inside if/elif/else, and what later reads in the same construct see (auto_monad order);
Parameter dtypes float16 / float64 / int32; weight gradients after the writes (GradOperation get_by_list,
value_and_grad with weights)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn, Parameter, ParameterTuple
from _h import case


def T(v, dt=np.float32):
    return Tensor(np.array(v, dt))


class PW(nn.Cell):
    def __init__(self, kind, dt=np.float32):
        super().__init__()
        self.kind = kind
        self.p = Parameter(T([1.0, 2.0, 3.0], dt), name="p")
        self.q = Parameter(T(2.0, dt), name="q")

    def construct(self, x):
        k = self.kind
        reads = ()
        for i in range(3):
            if k == "assign_break":
                ops.assign(self.p, self.p * 2)
                if self.p.sum() > 20:
                    break
            elif k == "augadd_continue":
                if i == 1:
                    continue
                self.p += x
            elif k == "slice_nested":
                for j in range(2):
                    self.p[j:j + 1] = self.p[j:j + 1] + i
            elif k == "int_idx_elif":
                if x.sum() > 10:
                    self.p[0] = 100
                elif x.sum() > 0:
                    self.p[1] = self.p[1] + x.sum()
                else:
                    self.p[2] = -1
            elif k == "tensor_idx":
                self.p[Tensor(i, ms.int32)] = self.q * i
            elif k == "assign_add_q":
                ops.assign_add(self.q, self.p[i])
            elif k == "attr_set":
                self.q = self.q + self.p[i]
            elif k == "read_between":
                a = self.p.sum()
                ops.assign(self.p, self.p + 1)
                b = self.p.sum()
                reads = reads + (a, b)
            reads = reads + (self.p.sum(),)
        return x * self.q + self.p.sum(), reads


class PWhile(nn.Cell):
    def __init__(self, kind, dt=np.float32):
        super().__init__()
        self.kind = kind
        self.p = Parameter(T([1.0, 2.0, 3.0], dt), name="p")
        self.q = Parameter(T(2.0, dt), name="q")

    def construct(self, x):
        k = self.kind
        while self.q < 20:
            if k == "assign_q":
                ops.assign(self.q, self.q * 2 + x.sum())
            elif k == "augmul":
                self.q *= 3
            elif k == "assign_in_if":
                if self.p.sum() > 8:
                    ops.assign(self.q, self.q + 10)
                else:
                    ops.assign(self.p, self.p + 1)
                    ops.assign(self.q, self.q + 1)
            elif k == "break_after":
                self.q += 5
                if self.p[0] < self.q:
                    break
        return self.q * x, self.p


KINDS = ["assign_break", "augadd_continue", "slice_nested", "int_idx_elif", "tensor_idx", "assign_add_q",
         "attr_set", "read_between"]
for k in KINDS:
    for dl, dt in [("f32", np.float32), ("f16", np.float16), ("f64", np.float64), ("i32", np.int32)]:
        def run(k=k, dt=dt):
            net = PW(k, dt)
            out = net(T([1.0, 2.0, 3.0], dt))
            return out, net.p, net.q
        case(f"PW/{k}/{dl}", run)

    def grad_w(k=k):
        net = PW(k)
        w = ParameterTuple(net.trainable_params())
        g = ops.GradOperation(get_by_list=True)(lambda x: net(x)[0], w) if False else None
        class L(nn.Cell):
            def __init__(self):
                super().__init__()
                self.net = net
            def construct(self, x):
                return self.net(x)[0].sum()
        l = L()
        g = ops.GradOperation(get_by_list=True)(l, ParameterTuple(l.trainable_params()))(T([1.0, 2.0, 3.0]))
        return g, net.p, net.q
    case(f"PW/{k}/grad_w", grad_w)

    def vg(k=k):
        net = PW(k)
        class L(nn.Cell):
            def __init__(self):
                super().__init__()
                self.net = net
            def construct(self, x):
                return self.net(x)[0].sum()
        l = L()
        r = ms.value_and_grad(l, grad_position=0, weights=l.trainable_params())(T([1.0, -2.0, 3.0]))
        return r, net.p, net.q
    case(f"PW/{k}/vg", vg)

for k in ["assign_q", "augmul", "assign_in_if", "break_after"]:
    for dl, dt in [("f32", np.float32), ("f16", np.float16), ("i32", np.int32)]:
        def runw(k=k, dt=dt):
            net = PWhile(k, dt)
            out = net(T(1.0, dt))
            return out, net.p, net.q
        case(f"PWhile/{k}/{dl}", runw)

    def gw(k=k):
        net = PWhile(k)
        class L(nn.Cell):
            def __init__(self):
                super().__init__()
                self.net = net
            def construct(self, x):
                return self.net(x)[0]
        l = L()
        return ops.GradOperation(get_all=True)(l)(T(1.0)), net.q
    case(f"PWhile/{k}/grad_x", gw)
