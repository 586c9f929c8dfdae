"""Order of prints and Parameter updates: print inside a Tensor while / if that assigns a Parameter, print of a
Parameter before / after assign in branches, print in a function called twice, print inside a differentiated net
(how many times it prints under ms.grad / value_and_grad / GradOperation), ops.Print of tuples and of a Parameter."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class WhilePrint(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0), name="w")

    def construct(self, x):
        while self.w < x:
            print("w before", self.w)
            ops.assign(self.w, self.w * 2)
            print("w after", self.w)
        print("done", self.w)
        return self.w + 0


def run(label, fn):
    print("--", label, flush=True)
    case(label, fn)


run("while_print", lambda: WhilePrint()(f32(5.0)))


class IfPrint(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 2.0), name="w")

    def construct(self, x):
        if x.sum() > 0:
            print("pos", self.w)
            ops.assign_add(self.w, x)
        else:
            ops.assign_sub(self.w, x)
            print("neg", self.w)
        print("end", self.w)
        return self.w * 1


ip = IfPrint()
run("if_print_pos", lambda: ip(f32(1.0, 1.0)))
run("if_print_neg", lambda: ip(f32(-1.0, -1.0)))


class Helper(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Parameter(f32(0.0), name="c")

    def step(self, x, tag):
        ops.assign_add(self.c, x)
        print(tag, self.c)
        return self.c * 1

    def construct(self, x):
        a = self.step(x, "first")
        b = self.step(x * 10, "second")
        return a, b


run("fn_twice_print", lambda: Helper()(f32(1.0)))


class GradPrint(nn.Cell):
    def construct(self, x):
        print("fwd", x)
        y = x * x
        print("y", y)
        return y


run("grad_print", lambda: ms.grad(GradPrint())(f32(3.0)))
run("vg_print", lambda: ms.value_and_grad(GradPrint())(f32(3.0)))
run("go_print", lambda: ops.GradOperation()(GradPrint())(f32(3.0)))


@jit
def ops_print(x, p):
    ops.Print()("tuple", (x, 1), [2, x])
    ops.Print()("param", p)
    ops.print_("scal", 1, 2.5, True, None)
    return x


run("ops_print_kinds", lambda: ops_print(f32(1.0), Parameter(f32(7.0), name="pp7")))


class ForPrint(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(0.0), name="w")

    def construct(self, xs):
        for x in xs:
            ops.assign_add(self.w, x)
            print("acc", self.w)
        return self.w * 1


run("for_print", lambda: ForPrint()((f32(1.0), f32(2.0), f32(3.0))))


class PrintInt(nn.Cell):
    def construct(self, x):
        print(x.dtype, x.shape, x.ndim, x.size)
        print(x.astype(ms.int8) * 100)
        print(x.astype(ms.float16) / 3)
        print(x.astype(ms.bool_))
        return x


run("print_attrs", lambda: PrintInt()(f32(1.0, 2.0, 0.0)))
