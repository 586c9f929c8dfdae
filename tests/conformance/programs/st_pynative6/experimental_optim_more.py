# mindspore.experimental.optim Adadelta, Adagrad, Adamax, ASGD, RMSprop, Rprop: three steps on two Parameters
# (with fixed gradients whose signs change, so Rprop's step sizes grow and shrink), options (weight decay, maximize,
# lr_decay, centered + momentum, groups), and their argument errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter
from mindspore.experimental import optim
from _conf import emit, emit_error


def params():
    return [Parameter(Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.75]], np.float32)), name="w"),
            Parameter(Tensor(np.array([0.1, -0.2], np.float32)), name="b")]


GRADS = [
    (np.array([[0.3, -0.2, 0.1], [0.0, 0.5, -0.4]], np.float32), np.array([0.2, -0.1], np.float32)),
    (np.array([[-0.1, -0.3, 0.2], [0.4, -0.5, -0.1]], np.float32), np.array([0.1, 0.3], np.float32)),
    (np.array([[0.2, 0.1, 0.0], [0.3, 0.2, 0.6]], np.float32), np.array([-0.4, 0.2], np.float32)),
]


def run(name, make):
    ps = params()
    opt = make(ps)
    for gw, gb in GRADS:
        opt((Tensor(gw), Tensor(gb)))
    emit(name, [p.asnumpy() for p in ps], rtol=1e-5, atol=1e-6)


run("adadelta", lambda p: optim.Adadelta(p))
run("adadelta_opts", lambda p: optim.Adadelta(p, lr=0.5, rho=0.8, eps=1e-4, weight_decay=0.1, maximize=True))
run("adagrad", lambda p: optim.Adagrad(p, lr=0.1))
run("adagrad_opts", lambda p: optim.Adagrad(p, lr=0.1, lr_decay=0.5, weight_decay=0.05,
                                            initial_accumulator_value=0.2, eps=1e-6))
run("adamax", lambda p: optim.Adamax(p, lr=0.01))
run("adamax_opts", lambda p: optim.Adamax(p, lr=0.05, betas=(0.8, 0.9), weight_decay=0.1, maximize=True))
run("asgd", lambda p: optim.ASGD(p, lr=0.1))
run("asgd_opts", lambda p: optim.ASGD(p, lr=0.1, lambd=0.01, alpha=0.5, t0=1.0, weight_decay=0.1))
run("rmsprop", lambda p: optim.RMSprop(p, lr=0.01))
run("rmsprop_opts", lambda p: optim.RMSprop(p, lr=0.01, alpha=0.9, momentum=0.5, centered=True, weight_decay=0.1))
run("rprop", lambda p: optim.Rprop(p, lr=0.1))
run("rprop_opts", lambda p: optim.Rprop(p, lr=0.05, etas=(0.3, 1.5), step_sizes=(0.01, 0.1), maximize=True))
run("rmsprop_groups", lambda p: optim.RMSprop([{"params": [p[0]], "lr": 0.1}, {"params": [p[1]]}], lr=0.01))

ps = params()
opt = optim.ASGD(ps, lr=0.1, t0=1.0)
for gw, gb in GRADS:
    opt((Tensor(gw), Tensor(gb)))
emit("asgd_state", ([e.asnumpy() for e in opt.eta], [m.asnumpy() for m in opt.mu], [a.asnumpy() for a in opt.ax]),
     rtol=1e-5, atol=1e-6)
ps = params()
opt = optim.Rprop(ps, lr=0.1)
for gw, gb in GRADS:
    opt((Tensor(gw), Tensor(gb)))
emit("rprop_state", ([s.asnumpy() for s in opt.step_size], [q.asnumpy() for q in opt.prev]), rtol=1e-5, atol=1e-6)

emit_error("adadelta_rho", optim.Adadelta, params(), rho=1.5)
emit_error("adadelta_lr", optim.Adadelta, params(), lr=-1.0)
emit_error("adagrad_eps", optim.Adagrad, params(), eps=0.0)
emit_error("adamax_beta", optim.Adamax, params(), betas=(1.0, 0.9))
emit_error("asgd_lambd_type", optim.ASGD, params(), lambd=1)
emit_error("asgd_t0_type", optim.ASGD, params(), t0=5)
emit_error("rmsprop_momentum", optim.RMSprop, params(), momentum=-0.1)
emit_error("rprop_etas", optim.Rprop, params(), etas=(1.5, 1.2))
emit_error("rprop_etaplus", optim.Rprop, params(), etas=(0.5, 0.9))
