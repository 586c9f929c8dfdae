"""The differential fuzzer, one concept per module.

Program generation (:mod:`msgraph.testing.fuzz_gen` re-exports it):

* :mod:`.prelude` -- what every generated program imports: the margin recorder ``_Margins`` and
  the numpy reference's helpers; :data:`~.prelude.PRELUDE` is the head of each generated module.
* :mod:`.program` -- :class:`~.program.Program`, :class:`~.program.Func`, :class:`~.program.Stmt`:
  a program as paired (msgraph, numpy) statement trees, and its rendering as a module.
* :mod:`.vocab` -- op templates, limits, the open/fixed compiler issues, the generator's value types.
* :mod:`.expressions`, :mod:`.statements` -- the expression and statement kinds the generator draws.
* :mod:`.generator` -- :class:`~.generator.Generator` and :func:`~.generator.generate`: one program
  from a seed.

Checking programs (:mod:`msgraph.testing.fuzz` re-exports it and is the command line):

* :mod:`.results` -- :class:`~.results.Failure`, :class:`~.results.Result`, failure classification
  and :func:`~.results.compare` (values, dtypes, structure).
* :mod:`.backends` -- the code-generator contexts a program is compiled under.
* :mod:`.runner` -- :func:`~.runner.check_program`: one program in every mode, the reference,
  gradients and finite differences.
* :mod:`.shrink` -- :func:`~.shrink.shrink`: delete statements while the failure persists.
* :mod:`.repro` -- :func:`~.repro.write_repro`: a standalone file that reproduces a failure.
* :mod:`.campaign` -- :func:`~.campaign.run_campaign` and :class:`~.campaign.Summary`: many seeds,
  worker processes, ``summary.json``.

Nothing is imported here, so that a generated program importing :mod:`.prelude` stays light.
"""
