"""stub (adapt45utb): mindspore_test(pipeline) keeps the case list (the adapt45utb sweep runs it); as a pytest test it
does nothing."""
CASES = {}


def mindspore_test(pipeline):
    def deco(fn):
        def wrapper(*a, **k):
            cases = fn(*a, **k)
            CASES[fn.__module__ + "::" + fn.__name__] = (pipeline, list(cases or []))
        wrapper.__name__ = fn.__name__
        wrapper._adapt45_fn = fn
        wrapper._adapt45_pipeline = pipeline
        return wrapper
    return deco
