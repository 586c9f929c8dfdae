"""From MindSpore's programming-paradigm page (design/programming_paradigm.md: grad(mnp.tanh)(2.0)): in PyNative a
gradient of a function at a Python number runs the function on the number (its prints, its errors) and returns ()
when nothing is a Tensor.  mindspore.numpy's tanh refuses the number (TypeError "expect Tensor"), ops.tanh too
("Failed calling Tanh"); msgraph ran neither check under grad, and GradOperation skipped the forward."""
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import ops, Tensor
from _conf import emit, emit_error, emit_stdout

MODES = ("pynative",)


def show(x):
    print("forward ran with", type(x).__name__)
    return x * x


emit_error("grad_mnp_tanh_float", ms.grad(mnp.tanh), 2.0)
emit_error("grad_grad_mnp_tanh_float", ms.grad(ms.grad(mnp.tanh)), 2.0)
emit_error("grad_ops_tanh_float", ms.grad(ops.tanh), 2.0)
emit_error("grad_ops_tanh_int", ms.grad(ops.tanh), 2)
emit("grad_mnp_tanh_tensor", ms.grad(mnp.tanh)(Tensor(2.0)))
emit_stdout("grad_operation_float_runs_forward", lambda: print(ops.GradOperation()(show)(2.0)))
emit_stdout("grad_float_runs_forward", lambda: print(ms.grad(show)(2.0)))
emit_stdout("value_and_grad_float", lambda: print(ms.value_and_grad(show)(3)))
