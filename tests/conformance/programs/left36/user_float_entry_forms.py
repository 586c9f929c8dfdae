"""left36 (task 1): a Python float beside a float64 Tensor is rounded to float32 by MindSpore 2.10 when the user
passes it (every entry form: op functions, their aliases, primitives, Tensor methods and operators, reflected
operators, mint, jit / Graph mode, gradients), while the constants of ops MindSpore computes in one kernel stay
exact (ops.log2, ops.lerp, layers); a numpy array the user passes where an op takes a Tensor is a TypeError.
msgraph decides this by walking frames (registry.user_floats / refuse_user_array): this pins every form."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn, ops, mint
from mindspore.ops import operations as P
from _conf import emit, emit_error

GRAPH = ms.get_context("mode") == ms.GRAPH_MODE


def J(f):
    return jit(f) if GRAPH else f


X = Tensor(np.array([1.0, 0.1, 2.5], np.float64))
Y = Tensor(np.array([3.0, -0.7, 0.25], np.float64))
C = 0.1

FORMS = {}
def f_ops_add(x):
    return ops.add(x, C)
FORMS['ops_add'] = f_ops_add

def f_ops_sub(x):
    return ops.sub(x, C)
FORMS['ops_sub'] = f_ops_sub

def f_ops_mul(x):
    return ops.mul(x, C)
FORMS['ops_mul'] = f_ops_mul

def f_ops_div(x):
    return ops.div(x, C)
FORMS['ops_div'] = f_ops_div

def f_ops_multiply(x):
    return ops.multiply(x, C)
FORMS['ops_multiply'] = f_ops_multiply

def f_ops_subtract(x):
    return ops.subtract(x, C)
FORMS['ops_subtract'] = f_ops_subtract

def f_ops_true_divide(x):
    return ops.true_divide(x, C)
FORMS['ops_true_divide'] = f_ops_true_divide

def f_ops_clamp(x):
    return ops.clamp(x, C, 2.2)
FORMS['ops_clamp'] = f_ops_clamp

def f_ops_where(x):
    return ops.where(x > 0.5, x, C)
FORMS['ops_where'] = f_ops_where

def f_ops_pow(x):
    return ops.pow(x, C)
FORMS['ops_pow'] = f_ops_pow

def f_ops_maximum(x):
    return ops.maximum(x, C)
FORMS['ops_maximum'] = f_ops_maximum

def f_ops_gt(x):
    return ops.gt(x, C)
FORMS['ops_gt'] = f_ops_gt

def f_ops_lt(x):
    return ops.lt(x, C)
FORMS['ops_lt'] = f_ops_lt

def f_ops_eq(x):
    return ops.equal(x, C)
FORMS['ops_eq'] = f_ops_eq

def f_p_sub(x):
    return P.Sub()(x, C)
FORMS['p_sub'] = f_p_sub

def f_p_add_left(x):
    return P.Add()(C, x)
FORMS['p_add_left'] = f_p_add_left

def f_p_mul(x):
    return P.Mul()(x, C)
FORMS['p_mul'] = f_p_mul

def f_p_realdiv(x):
    return P.RealDiv()(x, C)
FORMS['p_realdiv'] = f_p_realdiv

def f_p_pow(x):
    return P.Pow()(x, C)
FORMS['p_pow'] = f_p_pow

def f_t_add(x):
    return x.add(C)
FORMS['t_add'] = f_t_add

def f_t_sub(x):
    return x.sub(C)
FORMS['t_sub'] = f_t_sub

def f_t_mul(x):
    return x.mul(C)
FORMS['t_mul'] = f_t_mul

def f_t_div(x):
    return x.div(C)
FORMS['t_div'] = f_t_div

def f_t_clamp(x):
    return x.clamp(C, 2.2)
FORMS['t_clamp'] = f_t_clamp

def f_t_pow(x):
    return x.pow(C)
FORMS['t_pow'] = f_t_pow

def f_op_add(x):
    return x + C
FORMS['op_add'] = f_op_add

def f_op_sub(x):
    return x - C
FORMS['op_sub'] = f_op_sub

def f_op_mul(x):
    return x * C
FORMS['op_mul'] = f_op_mul

def f_op_div(x):
    return x / C
FORMS['op_div'] = f_op_div

def f_op_pow(x):
    return x ** C
FORMS['op_pow'] = f_op_pow

def f_op_eq(x):
    return x == C
FORMS['op_eq'] = f_op_eq

def f_op_gt(x):
    return x > C
FORMS['op_gt'] = f_op_gt

def f_op_lt(x):
    return x < C
FORMS['op_lt'] = f_op_lt

def f_rop_add(x):
    return C + x
FORMS['rop_add'] = f_rop_add

def f_rop_sub(x):
    return C - x
FORMS['rop_sub'] = f_rop_sub

def f_rop_mul(x):
    return C * x
FORMS['rop_mul'] = f_rop_mul

def f_rop_div(x):
    return C / x
FORMS['rop_div'] = f_rop_div

def f_rop_pow(x):
    return C ** x
FORMS['rop_pow'] = f_rop_pow

def f_mint_add(x):
    return mint.add(x, C)
FORMS['mint_add'] = f_mint_add

def f_mint_sub(x):
    return mint.sub(x, C)
FORMS['mint_sub'] = f_mint_sub

def f_mint_mul(x):
    return mint.mul(x, C)
FORMS['mint_mul'] = f_mint_mul

def f_mint_div(x):
    return mint.div(x, C)
FORMS['mint_div'] = f_mint_div

# compositions: MindSpore's one kernel (its constants exact in float64)
def f_ops_log2(x):
    return ops.log2(x)
FORMS['ops_log2'] = f_ops_log2

def f_ops_lerp(x):
    return ops.lerp(x, Y, C)
FORMS['ops_lerp'] = f_ops_lerp

def f_ops_leaky_relu(x):
    return ops.leaky_relu(x - 1.0, C)
FORMS['ops_leaky_relu'] = f_ops_leaky_relu

def f_ops_xlogy(x):
    return ops.xlogy(x, C)
FORMS['ops_xlogy'] = f_ops_xlogy

def f_ops_addcmul(x):
    return ops.addcmul(x, x, Y, Tensor(C, ms.float64))
FORMS['ops_addcmul'] = f_ops_addcmul

def f_ops_erfinv(x):
    return ops.erfinv(x * 0.2)
FORMS['ops_erfinv'] = f_ops_erfinv

def f_ops_sigmoid(x):
    return ops.sigmoid(x)
FORMS['ops_sigmoid'] = f_ops_sigmoid

def f_ops_gelu(x):
    return ops.gelu(x)
FORMS['ops_gelu'] = f_ops_gelu

def f_ops_softplus(x):
    return ops.softplus(x)
FORMS['ops_softplus'] = f_ops_softplus


for name, fn in FORMS.items():
    emit_error(name, lambda fn=fn: J(fn)(X))


class LeakyNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = nn.LeakyReLU(C)
        self.elu = nn.ELU()

    def construct(self, x):
        return self.act(x - 1.0), self.elu(x - 1.0), x * C


emit_error("cell_layers", lambda: LeakyNet()(X))

GRADS = {}
def g_grad_mul(x):
    return (x * C).sum()
GRADS['grad_mul'] = g_grad_mul

def g_grad_ops_mul(x):
    return ops.mul(x, C).sum()
GRADS['grad_ops_mul'] = g_grad_ops_mul

def g_grad_rdiv(x):
    return (C / x).sum()
GRADS['grad_rdiv'] = g_grad_rdiv

def g_grad_pow(x):
    return (x ** C).sum()
GRADS['grad_pow'] = g_grad_pow

def g_grad_log2(x):
    return ops.log2(x).sum()
GRADS['grad_log2'] = g_grad_log2

def g_grad_sub_scaled(x):
    return ((x - C) * (x - C)).sum()
GRADS['grad_sub_scaled'] = g_grad_sub_scaled


for name, fn in GRADS.items():
    emit_error(name, lambda fn=fn: ms.grad(J(fn))(X))

A = np.array([1.0, 2.0, 3.0], np.float64)
ARRAYS = {}
def a_np_ops_add(x):
    return ops.add(x, A)
ARRAYS['np_ops_add'] = a_np_ops_add

def a_np_op_add(x):
    return x + A
ARRAYS['np_op_add'] = a_np_op_add

def a_np_p_relu(x):
    return P.ReLU()(A)
ARRAYS['np_p_relu'] = a_np_p_relu

def a_np_ops_mul(x):
    return ops.mul(x, A)
ARRAYS['np_ops_mul'] = a_np_ops_mul

if not GRAPH:
    for name, fn in ARRAYS.items():
        emit_error(name, lambda fn=fn: fn(X))


class NumpyConst(nn.Cell):
    def construct(self, x):
        return x + A


emit_error("np_graph_const", lambda: NumpyConst()(X))
