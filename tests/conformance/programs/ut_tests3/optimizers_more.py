"""nn.Adadelta / AdaMax / ProximalAdagrad / FTRL / ASGD / Rprop: 3 training steps, argument errors."""
from mindspore import nn
from _conf import emit, emit_error
from _ut3_net import Net, train

emit("adadelta", train(lambda n: nn.Adadelta(n.trainable_params(), learning_rate=0.5, rho=0.8, epsilon=1e-3)))
emit("adadelta_wd_scale", train(lambda n: nn.Adadelta(n.trainable_params(), weight_decay=0.1, loss_scale=4.0)))
emit("adamax", train(lambda n: nn.AdaMax(n.trainable_params(), learning_rate=0.05)))
emit("adamax_beta", train(lambda n: nn.AdaMax(n.trainable_params(), learning_rate=0.1, beta1=0.5, beta2=0.8)))
emit("proximal_adagrad", train(lambda n: nn.ProximalAdagrad(n.trainable_params(), learning_rate=0.1)))
emit("proximal_adagrad_l1l2", train(lambda n: nn.ProximalAdagrad(n.trainable_params(), accum=0.2,
                                                                  learning_rate=0.2, l1=0.01, l2=0.05)))
emit("ftrl", train(lambda n: nn.FTRL(n.trainable_params(), learning_rate=0.1)))
emit("ftrl_l1l2", train(lambda n: nn.FTRL(n.trainable_params(), initial_accum=0.5, learning_rate=0.2, l1=0.01,
                                         l2=0.02, lr_power=-0.6)))
emit("asgd", train(lambda n: nn.ASGD(n.trainable_params(), learning_rate=0.1)))
emit("asgd_t0", train(lambda n: nn.ASGD(n.trainable_params(), learning_rate=0.1, lambd=0.01, alpha=0.5, t0=1.0),
                      steps=4))
emit("rprop", train(lambda n: nn.Rprop(n.trainable_params(), learning_rate=0.1), steps=4))
emit("rprop_sizes", train(lambda n: nn.Rprop(n.trainable_params(), learning_rate=0.05, etas=(0.3, 1.5),
                                             step_sizes=(0.01, 0.08)), steps=4))
emit("optim_module", [nn.optim.Adadelta.__name__, nn.optim.FTRL.__name__, nn.optim.Rprop.__name__])

p = Net().trainable_params()
emit_error("adadelta_rho", nn.Adadelta, p, rho=1.5)
emit_error("adadelta_rho_type", nn.Adadelta, p, rho=1)
emit_error("adamax_beta1", nn.AdaMax, p, beta1=1.0)
emit_error("adamax_eps", nn.AdaMax, p, eps=0.0)
emit_error("prox_l1", nn.ProximalAdagrad, p, l1=-1.0)
emit_error("prox_accum_type", nn.ProximalAdagrad, p, accum=1)
emit_error("ftrl_lr_power", nn.FTRL, p, lr_power=0.5)
emit_error("ftrl_accum", nn.FTRL, p, initial_accum=-0.1)
emit_error("ftrl_lr_int", nn.FTRL, p, learning_rate=1)
emit_error("asgd_lambd", nn.ASGD, p, lambd=1)
emit_error("rprop_etas_list", nn.Rprop, p, etas=[0.5, 1.2])
emit_error("rprop_etas_len", nn.Rprop, p, etas=(0.5, 1.2, 2.0))
emit_error("rprop_etaplus", nn.Rprop, p, etas=(0.5, 0.9))
emit_error("rprop_etaminus", nn.Rprop, p, etas=(1.5, 1.9))
emit_error("rprop_steps", nn.Rprop, p, step_sizes=(1.0, 0.5))
