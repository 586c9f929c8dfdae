"""mindspore.scipy.optimize: minimize (BFGS, LBFGS) results (x, fun, success, status, iteration counts),
line_search and linear_sum_assignment, as MindSpore 2.10 gives them."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
import mindspore.scipy as msp
from mindspore.scipy.optimize import linear_sum_assignment
from mindspore.scipy.optimize.line_search import line_search
from _conf import emit

MODES = ("pynative",)   # MindSpore 2.10's Graph mode fails on minimize / line_search at top level (dict_setitem)


def rosenbrock(x):
    return mnp.sum(100. * mnp.diff(x) ** 2 + (1. - x[:-1]) ** 2)


def quad(p):
    x, y = p
    return 0.26 * (x ** 2 + y ** 2) - 0.48 * x * y + (x - 1.) ** 2


r = msp.optimize.minimize(rosenbrock, ms.Tensor(np.zeros(2)), method='BFGS', options=dict(gtol=1e-6))
emit('bfgs_rosen_x', r.x, rtol=1e-5, atol=1e-6)
emit('bfgs_rosen_fun', r.fun, rtol=1e-3, atol=1e-8)
emit('bfgs_rosen_success', r.success)
emit('bfgs_rosen_status', r.status)
emit('bfgs_rosen_nit', r.nit)
emit('bfgs_rosen_nfev', r.nfev)
emit('bfgs_rosen_njev', r.njev)
r = msp.optimize.minimize(quad, ms.Tensor(np.array([2., -1.], np.float32)), method='BFGS')
emit('bfgs_quad_f32_x', r.x, rtol=1e-4, atol=1e-5)
emit('bfgs_quad_f32_success', r.success)
emit('bfgs_quad_f32_nit', r.nit)
emit('bfgs_quad_f32_fun', r.fun, rtol=1e-4, atol=1e-6)
emit('bfgs_quad_f32_hess_inv_shape', r.hess_inv.shape)
r = msp.optimize.minimize(quad, ms.Tensor(np.array([2., -1.])), method='LBFGS')
emit('lbfgs_quad_x', r.x, rtol=1e-5, atol=1e-6)
emit('lbfgs_quad_success', r.success)
emit('lbfgs_quad_nit', r.nit)
emit('lbfgs_hess_inv_none', r.hess_inv is None)
ls = line_search(rosenbrock, ms.Tensor(np.array([0., 0.])), ms.Tensor(np.array([1., 0.])))
emit('line_search_a_k', ls.a_k, rtol=1e-6)
emit('line_search_f_k', ls.f_k, rtol=1e-6)
emit('line_search_g_k', ls.g_k, rtol=1e-6)
emit('line_search_nfev', ls.nfev)
emit('line_search_failed', ls.failed)
row, col = linear_sum_assignment(ms.Tensor(np.array([[4., 1., 3.], [2., 0., 5.], [3., 2., 2.]])), False)
emit('lsap_row', row)
emit('lsap_col', col)
row, col = linear_sum_assignment(ms.Tensor(np.array([[4, 1, 3], [2, 0, 5], [3, 2, 2], [1, 1, 1]], np.int32)), True,
                                 ms.Tensor(2))
emit('lsap_max_limit_row', row)
emit('lsap_max_limit_col', col)
